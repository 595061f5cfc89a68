import { useEffect, useMemo } from 'react';

import { useToast } from '@/components/ui/toast';
import type { PaymentMethod } from '@/config/payment-methods';
import { isApiError } from '@/lib/api-client';
import { deliveryFields, setDeliveryAsk, useDeliveryAsk } from '@/lib/delivery';

import { useQuote } from '../api/get-quote';
import { INVALID_COUPON_MESSAGE } from '../api/validate-coupon';
import { useAppliedCoupon } from '../applied-coupon';
import { useCheckoutCart } from '../checkout-cart';
import { stockIssues } from '../stock-issues';

/**
 * Why a quote was refused because of its coupon (a campaign that ended, a code used up, goods
 * below its minimum: the server's message), or undefined when it was not.
 */
export function couponRejection(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  const reason = error.fields.couponCode ?? error.fields.code;
  return reason === undefined ? undefined : reason || INVALID_COUPON_MESSAGE;
}

/** Why a quote was refused because of its delivery method or pickup point, or undefined. */
export function deliveryRejection(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined;
  return error.fields.deliveryMethod ?? error.fields.pickupPoint;
}

/**
 * The server's quote for the cart as it is now, with the applied coupon and (at checkout) the
 * payment method. A coupon the server does not take is dropped, with the server's reason.
 * `heldStock` is stock the shopper's own unpaid order holds (see `stockIssues`).
 */
export function useCartQuote(paymentMethod?: PaymentMethod, heldStock?: Map<number, number>) {
  const { items } = useCheckoutCart();
  const [couponCode, setCouponCode] = useAppliedCoupon();
  const { toast } = useToast();
  const lines = useMemo(() => items.map((item) => ({ productId: item.id, quantity: item.quantity })), [items]);
  const ask = useDeliveryAsk();
  const delivery = useMemo(() => deliveryFields(ask), [ask]);
  const query = useQuote({ items: lines, couponCode, paymentMethod, ...delivery });
  const issues = useMemo(() => stockIssues(items, query.data, heldStock), [items, query.data, heldStock]);

  const couponRejected = couponRejection(query.error);
  useEffect(() => {
    if (!couponRejected) return;
    setCouponCode(null);
    toast({ type: 'error', message: couponRejected });
  }, [couponRejected, setCouponCode, toast]);

  // A remembered choice the county no longer offers (express withdrawn, a point closed) falls
  // back to standard delivery, with the server's reason.
  const deliveryRejected = deliveryRejection(query.error);
  useEffect(() => {
    if (!deliveryRejected) return;
    setDeliveryAsk({ deliveryMethod: 'standard', pickupPoint: '' });
    toast({ type: 'error', message: deliveryRejected });
  }, [deliveryRejected, toast]);

  return { query, quote: items.length > 0 ? query.data : undefined, lines, issues, couponCode, setCouponCode, delivery };
}
