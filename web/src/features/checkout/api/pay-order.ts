import { isRetryableError } from '@/lib/api-client';
import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';
import { forgetIdempotencyKey, idempotencyKeyFor } from '@/lib/idempotency';

export type CardPaymentRequest = Conforms<
  { method: 'card'; cardNumber: string; expiryDate: string; cvv: string; cardName: string },
  Schemas['PayForm']
>;
export type PaypalPaymentRequest = Conforms<{ method: 'paypal'; paypalEmail: string }, Schemas['PayForm']>;

/**
 * `status` `success` or `failed`; `transactionId` the provider's id (also for a decline);
 * `message` 'Payment successful', 'Your card was declined', ...
 */
export type PaymentResult = Schemas['PaymentResultJson'];

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
    const answer = await postDocumented('/api/payments/{order_id}/pay', {
      pathParams: { order_id: orderId },
      body: request,
      headers: { 'Idempotency-Key': key },
    });
    forgetIdempotencyKey(scope);
    return answer;
  } catch (error) {
    if (!isRetryableError(error)) forgetIdempotencyKey(scope);
    throw error;
  }
}
