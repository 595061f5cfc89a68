import type { ReactNode } from 'react';

import { TruckIcon } from '@/components/icons';
import { PriceBreakdown } from '@/components/price-breakdown';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatKsh } from '@/lib/format';

import type { Quote } from '../types';
import styles from './order-summary.module.css';

export const QUOTE_FAILED_MESSAGE = "We couldn't work out your totals. Please try again.";

type OrderSummaryProps = {
  quote: Quote | undefined;
  /** True while the first quote loads. */
  isLoading: boolean;
  /** True while newer totals load (the shown ones are from before the last change). */
  isStale?: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shown above the figures (the checkout's item list). */
  before?: ReactNode;
  /** Shown under the figures (promo code, buttons). */
  children?: ReactNode;
};

/** The free-delivery line: how much more is needed, or why delivery is free. */
export function FreeDeliveryHint({ quote }: { quote: Quote }) {
  if (quote.free_shipping_reason === 'coupon') {
    return (
      <p className={styles.hint}>
        <TruckIcon size={18} /> Free delivery with coupon {quote.coupon_code ?? ''}
      </p>
    );
  }
  // A county whose delivery is never free, or express or pickup: nothing to reach.
  if (quote.delivery && quote.shipping_fee > 0 && quote.amount_to_free_shipping <= 0) return null;
  if (quote.free_shipping_reason === 'threshold' || quote.amount_to_free_shipping <= 0) {
    return (
      <p className={styles.hint}>
        <TruckIcon size={18} /> Your order qualifies for free delivery
      </p>
    );
  }
  return (
    <p className={styles.hint}>
      <TruckIcon size={18} /> Add {formatKsh(quote.amount_to_free_shipping)} more for free delivery
    </p>
  );
}

/** 'Order Summary': the server's totals for the cart, with what comes before and after them. */
export function OrderSummary({ quote, isLoading, isStale = false, isError, onRetry, before, children }: OrderSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        Order Summary
      </h2>
      {before}
      {quote ? (
        <>
          <PriceBreakdown
            subtotal={quote.subtotal}
            discount={quote.discount}
            shippingFee={quote.shipping_fee}
            vat={quote.vat}
            vatRate={quote.vat_rate}
            pricesIncludeVat={quote.prices_include_vat}
            codFee={quote.cod_fee}
            total={quote.total_amount}
            couponCode={quote.coupon_code}
            stale={isStale}
          />
          <FreeDeliveryHint quote={quote} />
        </>
      ) : isError ? (
        <div className={styles.error}>
          <p role="alert">{QUOTE_FAILED_MESSAGE}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      ) : isLoading ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading totals">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} shape="text" height="1.25rem" />
          ))}
        </div>
      ) : null}
      {children}
    </section>
  );
}
