import { Link } from 'react-router';


import styles from './promo-banner.module.css';
import { useFreeDeliverySentence } from '@/lib/delivery';

/** The home page's promo banner (customer-side.md section 2, "Header and footer"). */
export function PromoBanner() {
  const freeDelivery = useFreeDeliverySentence();
  return (
    <div className={styles.banner}>
      <p className={styles.text}>
        <strong>Flash sale:</strong> up to 40% off selected sofas and dining sets.{' '}
        <span className={styles.extra}>
          {freeDelivery}.
        </span>{' '}
        <Link to="/flash-sales" className={styles.link}>
          Shop the sale
        </Link>
      </p>
    </div>
  );
}
