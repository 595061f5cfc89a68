import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ROW_CONFIRMATION_MS } from '../purchase-timing';
import type { Product } from '@/types/product';

import styles from './product-row.module.css';

/** A failed row asks again every 3 seconds, repeatedly (customer-side.md sections 4, 9). */
export const ROW_RETRY_MS = 3000;
export const ROW_EMPTY_MESSAGE = 'No products found in this category.';

export type RowQuery = {
  products: Product[] | undefined;
  isError: boolean;
  /** Changes every time a fetch fails, so each failure schedules the next retry. */
  errorUpdatedAt: number;
  refetch: () => unknown;
};

type ProductRowProps = {
  title: string;
  subtitle?: string;
  viewAllTo: string;
  query: RowQuery;
  skeletonCount?: number;
};

/** A titled, horizontally scrolling row of product cards with its loading, empty and error states. */
export function ProductRow({ title, subtitle, viewAllTo, query, skeletonCount = 4 }: ProductRowProps) {
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const { isError, errorUpdatedAt, refetch } = query;

  useEffect(() => {
    if (!isError) return;
    const timer = window.setTimeout(() => refetch(), ROW_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [isError, errorUpdatedAt, refetch]);

  function scrollBy(direction: 1 | -1) {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * track.clientWidth * 0.9, behavior: 'smooth' });
  }

  // Products already shown stay while a retry runs; skeletons until the first answer.
  const { products } = query;
  const showSkeleton = products === undefined;

  return (
    <section className={styles.row} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <div className={styles.headActions}>
          {products && products.length > 0 && (
            <div className={styles.arrows}>
              <button type="button" className={styles.arrow} onClick={() => scrollBy(-1)} aria-label={`Scroll ${title} back`}>
                <ChevronLeftIcon />
              </button>
              <button type="button" className={styles.arrow} onClick={() => scrollBy(1)} aria-label={`Scroll ${title} forward`}>
                <ChevronRightIcon />
              </button>
            </div>
          )}
          <Link to={viewAllTo} className={styles.viewAll}>
            View all<span className="visually-hidden"> {title}</span>
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </div>

      {isError && showSkeleton && (
        <p className={styles.retry} role="status">
          We couldn&apos;t load these products. Trying again…
        </p>
      )}

      {showSkeleton && (
        <ul className={styles.track} aria-busy="true" aria-label={`Loading ${title}`}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className={styles.cell}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      )}

      {products && products.length === 0 && <p className={styles.empty}>{ROW_EMPTY_MESSAGE}</p>}

      {products && products.length > 0 && (
        <ul ref={trackRef} className={styles.track}>
          {products.map((product) => (
            <li key={product.id} className={styles.cell}>
              <ProductCard product={product} confirmationMs={ROW_CONFIRMATION_MS} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
