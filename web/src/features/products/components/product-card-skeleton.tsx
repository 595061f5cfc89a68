import { Skeleton } from '@/components/ui/skeleton';

import styles from './product-card.module.css';

/** The card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton aspectRatio="4 / 3" className={styles.image} />
      <div className={styles.body}>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" width="90%" />
        <Skeleton shape="text" width="55%" />
        <Skeleton shape="text" width="35%" height="1.2em" />
        <Skeleton height={36} />
      </div>
    </div>
  );
}
