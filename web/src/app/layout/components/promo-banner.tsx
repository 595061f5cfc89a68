import { PromoClaim } from '@/components/promo/promo-claim';
import styles from './promo-banner.module.css';
import { useShopFigures } from '@/lib/shop-settings';

/** The home page's promo banner (customer-side.md section 2, "Header and footer"). */
export function PromoBanner() {
  const figures = useShopFigures();
  return (
    <div className={styles.banner}>
      <p className={styles.text}>
        <PromoClaim linkClassName={styles.link} />
        <span className={styles.extra}>
          Free delivery within Nairobi on orders over {figures.freeDeliveryThreshold}.
        </span>
      </p>
    </div>
  );
}
