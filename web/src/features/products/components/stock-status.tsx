import { cx } from '@/lib/class-names';

import { LOW_STOCK_BELOW } from '../stock';
import styles from './stock-status.module.css';

/** '{stock} available' or 'Out of stock', and 'Only N left in stock' below 10 (customer spec §2, §9). */
export function StockStatus({ stock }: { stock: number | null }) {
  if (stock === null) return null;
  if (stock <= 0) {
    return <p className={cx(styles.status, styles.out)}>Out of stock</p>;
  }
  return (
    <div className={styles.wrap}>
      <p className={cx(styles.status, styles.in)}>{stock} available</p>
      {stock < LOW_STOCK_BELOW && <p className={styles.low}>Only {stock} left in stock</p>}
    </div>
  );
}
