import { Link } from 'react-router';

import { SHOP } from '@/config/shop';
import { formatKsh } from '@/lib/format';

import styles from './promo-banner.module.css';

/** The home page's promo banner (customer-side.md section 2, "Header and footer"). */
export function PromoBanner() {
  return (
    <div className={styles.banner}>
      <p className={styles.text}>
        <strong>Flash sale:</strong> up to 40% off selected sofas and dining sets.{' '}
        <span className={styles.extra}>
          Free delivery within Nairobi on orders over {formatKsh(SHOP.delivery.freeThreshold)}.
        </span>{' '}
        <Link to="/flash-sales" className={styles.link}>
          Shop the sale
        </Link>
      </p>
    </div>
  );
}
