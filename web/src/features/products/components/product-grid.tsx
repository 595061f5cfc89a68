import type { ProductView } from '@/components/ui/view-toggle';
import { VatNote } from '@/components/vat-note';
import { cx } from '@/lib/class-names';

import type { Product } from '@/types/product';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import styles from './product-grid.module.css';

type ProductGridProps = {
  products: Product[];
  /** Dims the grid while the next page loads. */
  busy?: boolean;
  /** `list`: one wide row per product, with its description. */
  layout?: ProductView;
  className?: string;
};

/** A responsive grid of product cards, or a list of product rows, with what their prices mean said once under them. */
export function ProductGrid({ products, busy = false, layout = 'grid', className }: ProductGridProps) {
  return (
    <>
    <ul
      role="list"
      className={cx(styles.grid, layout === 'list' && styles.list, busy && styles.busy, className)}
      aria-busy={busy || undefined}
    >
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductCard product={product} eagerImage={index < 4} layout={layout} />
        </li>
      ))}
    </ul>
    {products.length > 0 && <VatNote variant="long" />}
    </>
  );
}

/** The grid's shape while products load. */
export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={cx(styles.grid, className)} role="status" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
