import { PromoClaim } from '@/components/promo/promo-claim';
import styles from './promo-banner.module.css';
import { useFreeDeliverySentence } from '@/lib/delivery';

/** The home page's promo banner (customer-side.md section 2, "Header and footer"). */
export function PromoBanner() {
  const freeDelivery = useFreeDeliverySentence();
  return (
    <div className={styles.banner}>
      <p className={styles.text}>
        <PromoClaim linkClassName={styles.link} />
        <span className={styles.extra}>
          {freeDelivery}.
        </span>
      </p>
    </div>
  );
}
