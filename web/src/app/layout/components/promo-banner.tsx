import { Link } from 'react-router';


import styles from './promo-banner.module.css';
import { useShopFigures } from '@/lib/shop-settings';

/** The home page's promo banner (customer-side.md section 2, "Header and footer"). */
export function PromoBanner() {
  const figures = useShopFigures();
  return (
    <div className={styles.banner}>
      <p className={styles.text}>
        <strong>Flash sale:</strong> up to 40% off selected sofas and dining sets.{' '}
        <span className={styles.extra}>
          Free delivery within Nairobi on orders over {figures.freeDeliveryThreshold}.
        </span>{' '}
        <Link to="/flash-sales" className={styles.link}>
          Shop the sale
        </Link>
      </p>
    </div>
  );
}
