import { z } from 'zod';

import { api, isRetryableError } from '@/lib/api-client';
import { forgetIdempotencyKey, idempotencyKeyFor } from '@/lib/idempotency';

export type CardPaymentRequest = { method: 'card'; cardNumber: string; expiryDate: string; cvv: string; cardName: string };
export type PaypalPaymentRequest = { method: 'paypal'; paypalEmail: string };

const paymentResultSchema = z.object({
  status: z.enum(['success', 'failed']),
  /** The provider's transaction id (also for a decline). */
  transactionId: z.string().nullish(),
  /** 'Payment successful', 'Your card was declined', ... */
  message: z.string().nullish(),
  brand: z.string().nullish(),
  last4: z.string().nullish(),
});

export type PaymentResult = z.output<typeof paymentResultSchema>;

/**
 * `POST /api/payments/{orderId}/pay` (the order's owner) with the card or the PayPal account ->
 * `{ status: success | failed, transactionId, message, ... }`; a decline is 200 with status
 * failed. 400 with `fields`; 409 `payment_not_allowed` / `payment_in_progress`; 503.
 */
export async function payOrder(orderId: string, request: CardPaymentRequest | PaypalPaymentRequest): Promise<PaymentResult> {
  // The same payment sent again after a lost answer carries the same Idempotency-Key, so it is
  // answered, not charged twice; once the server has answered, a new try is a new payment.
  const scope = `pay:${orderId}`;
  const key = idempotencyKeyFor(scope, request);
  try {
    const answer = await api.post(`/api/payments/${encodeURIComponent(orderId)}/pay`, request, {
      headers: { 'Idempotency-Key': key },
    });
    forgetIdempotencyKey(scope);
    return paymentResultSchema.parse(answer);
  } catch (error) {
    if (!isRetryableError(error)) forgetIdempotencyKey(scope);
    throw error;
  }
}
