import { Skeleton } from '@/components/ui/skeleton';

import styles from './product-overview.module.css';

/** The detail page's shape while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <div className={styles.overview} role="status" aria-label="Loading product">
      <Skeleton aspectRatio="4 / 3" />
      <div className={styles.info} aria-hidden="true">
        <Skeleton shape="text" width="30%" />
        <Skeleton height="2.2rem" width="85%" />
        <Skeleton shape="text" width="40%" />
        <Skeleton height="2.4rem" width="45%" />
        <Skeleton shape="text" width="100%" />
        <Skeleton shape="text" width="95%" />
        <Skeleton shape="text" width="70%" />
        <Skeleton height={120} />
        <Skeleton height={52} />
      </div>
    </div>
  );
}
