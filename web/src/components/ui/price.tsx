import { cx } from '@/lib/class-names';
import { formatKsh } from '@/lib/format';

import styles from './price.module.css';

type PriceProps = {
  amount: number;
  /** The price before a discount; shown struck through only when above `amount`. */
  original?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** `KSh 12,500` with the original price struck through when on sale. */
export function Price({ amount, original, size = 'md', className }: PriceProps) {
  const onSale = typeof original === 'number' && original > amount;
  return (
    <span className={cx(styles.price, styles[size], onSale && styles.onSale, className)}>
      {onSale && <span className="visually-hidden">Sale price </span>}
      <span className={styles.current}>{formatKsh(amount)}</span>
      {onSale && (
        <>
          <span className="visually-hidden">, original price </span>
          <s className={styles.original}>{formatKsh(original)}</s>
        </>
      )}
    </span>
  );
}
