import { Link } from 'react-router';


import { FurnitureDrawing } from './illustrations';
import styles from './side-tiles.module.css';
import { useFreeDeliverySentence } from '@/lib/delivery';

/** The two tiles beside the slider. */
export function SideTiles() {
  const freeDelivery = useFreeDeliverySentence();
  return (
    <div className={styles.tiles}>
      <Link to="/category/bedroom" className={`${styles.tile} ${styles.sand}`}>
        <span className={styles.copy}>
          <span className={styles.eyebrow}>Bedroom</span>
          <span className={styles.title}>Beds &amp; wardrobes</span>
          <span className={styles.more}>Shop bedroom</span>
        </span>
        <FurnitureDrawing name="bed" tone="navy" className={styles.drawing} />
      </Link>
      <Link to="/shipping-policy" className={`${styles.tile} ${styles.green}`}>
        <span className={styles.copy}>
          <span className={styles.eyebrow}>Delivery by county</span>
          <span className={styles.title}>{freeDelivery}</span>
          <span className={styles.more}>Delivery details</span>
        </span>
        <FurnitureDrawing name="armchair" tone="mustard" className={styles.drawing} />
      </Link>
    </div>
  );
}
