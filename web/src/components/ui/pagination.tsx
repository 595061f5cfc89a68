import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import styles from './pagination.module.css';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages to show (customer-side.md section 9): every page when there are 5 or fewer,
 * otherwise the first, the last, the current page with its neighbours, and an ellipsis
 * for each gap.
 */
export function getPageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const current = Math.min(Math.max(page, 1), totalPages);
  const start = Math.max(2, current - 1);
  const end = Math.min(totalPages - 1, current + 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let value = start; value <= end; value += 1) items.push(value);
  if (end < totalPages - 1) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** Names the navigation landmark (default 'Pagination'). */
  label?: string;
};

export function Pagination({ page, totalPages, onPageChange, className, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items = getPageItems(page, totalPages);
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeftIcon size={18} />
            <span className={styles.stepLabel}>Previous</span>
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Next page"
          >
            <span className={styles.stepLabel}>Next</span>
            <ChevronRightIcon size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
