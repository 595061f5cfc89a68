import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';

import { useBrands } from '../api/get-brands';
import styles from './brand-directory.module.css';
import { LoadError } from '@/components/load-error';

/** The catalogue's brands, A to Z, each linking to a search for its products. */
export function BrandDirectory() {
  const query = useBrands();

  if (query.isPending) {
    return (
      <div className={styles.grid} role="status" aria-label="Loading brands">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={88} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        message="Failed to load brands. Please try again later."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { brands } = query.data;
  if (brands.length === 0) {
    return <EmptyState title="No brands yet" description="Brands appear here as products are added." />;
  }

  return (
    <ul role="list" className={styles.grid}>
      {brands.map((brand) => (
        <li key={brand.name}>
          <Link to={`/products?search=${encodeURIComponent(brand.name)}`} className={styles.brand}>
            <span className={styles.name}>{brand.name}</span>
            <span className={styles.count}>
              {formatNumber(brand.productCount)}
              {query.data.complete ? '' : '+'} {brand.productCount === 1 ? 'product' : 'products'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
