import { cx } from '@/lib/class-names';
import { formatKsh } from '@/lib/format';

import styles from './price-breakdown.module.css';

export type PriceBreakdownProps = {
  subtotal: number;
  /** A discount code's reduction of the goods; its line is shown only when above 0. */
  discount?: number;
  shippingFee: number;
  vat: number;
  /** The VAT rate charged, percent (the quote's, or the one the order stored). */
  vatRate: number;
  /**
   * The prices include VAT (the shop's setting for a quote, the order's own rule for an order):
   * `vat` is the part of `total` that is VAT, shown under it; else VAT is a line added on top.
   */
  pricesIncludeVat?: boolean;
  /** Cash on delivery's fee; its line is shown only when above 0. */
  codFee?: number;
  total: number;
  /** A coupon the totals include (FREESHIP, or the discount code named on the discount line). */
  couponCode?: string | null;
  /** Dims the figures while newer ones load. */
  stale?: boolean;
  className?: string;
};

/**
 * Subtotal, the discount, shipping ('Free' when 0), VAT at its rate, the cash-on-delivery fee and the total, as the
 * server computed them (DECISIONS.md, "Money and totals"): never added up here. With prices that include VAT the
 * total says so and the VAT part follows it ('Includes VAT (16%)'); else VAT (on the discounted goods) is a line of its own.
 */
export function PriceBreakdown({
  subtotal,
  discount = 0,
  shippingFee,
  vat,
  vatRate,
  pricesIncludeVat = false,
  codFee = 0,
  total,
  couponCode,
  stale,
  className,
}: PriceBreakdownProps) {
  return (
    <dl className={cx(styles.list, stale && styles.stale, className)} aria-busy={stale || undefined}>
      <div className={styles.row}>
        <dt>Subtotal</dt>
        <dd>{formatKsh(subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className={styles.row}>
          <dt>{couponCode ? `Discount (${couponCode})` : 'Discount'}</dt>
          <dd className={styles.free}>-{formatKsh(discount)}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Shipping</dt>
        <dd className={shippingFee === 0 ? styles.free : undefined}>{shippingFee === 0 ? 'Free' : formatKsh(shippingFee)}</dd>
      </div>
      {!pricesIncludeVat && (
        <div className={styles.row}>
          <dt>VAT ({vatRate}%)</dt>
          <dd>{formatKsh(vat)}</dd>
        </div>
      )}
      {codFee > 0 && (
        <div className={styles.row}>
          <dt>Cash on Delivery fee</dt>
          <dd>{formatKsh(codFee)}</dd>
        </div>
      )}
      {couponCode && discount === 0 && (
        <div className={styles.row}>
          <dt>Coupon</dt>
          <dd className={styles.free}>{couponCode}</dd>
        </div>
      )}
      <div className={cx(styles.row, styles.total)}>
        <dt>{pricesIncludeVat ? 'Total (incl. VAT)' : 'Total'}</dt>
        <dd>{formatKsh(total)}</dd>
      </div>
      {pricesIncludeVat && (
        <div className={cx(styles.row, styles.vatPart)}>
          <dt>Includes VAT ({vatRate}%)</dt>
          <dd>{formatKsh(vat)}</dd>
        </div>
      )}
    </dl>
  );
}
