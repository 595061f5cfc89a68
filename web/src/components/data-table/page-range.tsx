import { formatNumber } from '@/lib/format';

import { Spinner } from '../ui/spinner';
import styles from './data-table.module.css';

/** A page of a list as the server answers it. */
export type PageOfRows = { page: number; limit: number; total: number; totalPages: number };

type PageRangeProps = {
  answer: PageOfRows;
  /** The rows on this page. */
  count: number;
  /** What the rows are: 'orders', 'matching entries'. */
  noun: string;
  /** While the list is fetched again, the label of a small spinner beside the count. */
  refreshing?: string | false;
};

/** 'Showing 21–40 of 57 orders', announced when it changes. */
export function PageRange({ answer, count, noun, refreshing }: PageRangeProps) {
  const first = (answer.page - 1) * answer.limit + 1;
  const last = first + count - 1;
  return (
    <p className={styles.range} aria-live="polite">
      Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(answer.total)} {noun}
      {refreshing && <Spinner size="sm" label={refreshing} className={styles.refreshing} />}
    </p>
  );
}
