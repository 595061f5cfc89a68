import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/config/payment-methods';

import type { PlacedOrder } from './api/place-order';
import type { CheckoutValues } from './checkout-schema';

/** What a payment method gets to work with. */
export type PaymentRequest = {
  values: CheckoutValues;
  /** The quoted total the shopper agreed to. */
  total: number;
  /** Creates the order (`POST /api/orders`); each method decides when. */
  placeOrder: () => Promise<PlacedOrder>;
};

/** A paid (or, for cash on delivery, placed) order, and the payment's reference if any. */
export type PaymentResult = { placed: PlacedOrder; transactionId?: string };

/** Thrown by a method that cannot take payments yet; its message is shown as it is. */
export class PaymentUnavailableError extends Error {
  constructor(method: PaymentMethod) {
    super(`${PAYMENT_METHOD_LABELS[method]} payments are not available yet. Please choose Cash on Delivery to place your order.`);
    this.name = 'PaymentUnavailableError';
  }
}

/** Cash on delivery: the order is placed at once and paid when it arrives. */
async function payOnDelivery({ placeOrder }: PaymentRequest): Promise<PaymentResult> {
  return { placed: await placeOrder() };
}

function notAvailableYet(method: PaymentMethod) {
  return async (): Promise<PaymentResult> => {
    throw new PaymentUnavailableError(method);
  };
}

/**
 * One function per payment method. Card, M-Pesa and PayPal are connected by the payments
 * work (DECISIONS.md, "Payments": the order is placed, then paid, and the confirmation shows
 * once the payment succeeded); until then they say they are not available.
 */
export const PAYMENT_HANDLERS: Record<PaymentMethod, (request: PaymentRequest) => Promise<PaymentResult>> = {
  cod: payOnDelivery,
  card: notAvailableYet('card'),
  mpesa: notAvailableYet('mpesa'),
  paypal: notAvailableYet('paypal'),
};

export function pay(method: PaymentMethod, request: PaymentRequest): Promise<PaymentResult> {
  return PAYMENT_HANDLERS[method](request);
}
