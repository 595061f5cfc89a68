import { isApiError } from '@/lib/api-client';
import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';
import { forgetIdempotencyKey, idempotencyKeyFor } from '@/lib/idempotency';
import { traceparentFor } from '@/lib/checkout-trace';
import { CHECKOUT_TRACE } from './place-order';

export const MPESA_START_FAILED_MESSAGE = 'Failed to initiate M-Pesa payment';

/** The prompt sent to the payer's phone; `amount` is the amount asked for, in whole shillings. */
export type MpesaPrompt = Schemas['StkPushJson'];

export type StartMpesaPaymentRequest = Conforms<{ orderId: string; phoneNumber: string }, Schemas['StkPushForm']>;

/** Wait before the one automatic retry of a prompt still on its way (or whose answer was lost). */
export const MPESA_START_RETRY_MS = 2000;

/**
 * The prompt may be on the payer's phone although its answer did not come: Daraja was slower
 * than the server's deadline (503 `payment_unavailable`, 'on its way'), or the answer was lost.
 * Asking again follows that prompt; it never sends a second one.
 */
function mayBeOnItsWay(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.isNetworkError || error.isTimeout || (error.status === 503 && error.code === 'payment_unavailable'))
  );
}

/**
 * `POST /api/mpesa/stkpush` `{ orderId, phoneNumber }` (the order's owner) -> the prompt sent to
 * the payer's phone (`checkoutRequestId`, which the status poll takes). The amount is the order's.
 * The same request carries the same `Idempotency-Key`; a prompt still on its way is asked for
 * once more by itself before the shopper sees the 503. 400 `fields.phoneNumber`; 409
 * `payment_not_allowed` / `payment_in_progress`; 503 'Failed to initiate M-Pesa payment' or the
 * prompt on its way (Try Again follows it).
 */
export async function startMpesaPayment(request: StartMpesaPaymentRequest): Promise<MpesaPrompt> {
  const scope = `mpesa:${request.orderId}`;
  const key = idempotencyKeyFor(scope, request);
  // The order's checkout trace (a payment started later, from the order page, starts one).
  const traceparent = traceparentFor(`${CHECKOUT_TRACE}:${request.orderId}`);
  const send = () =>
    postDocumented('/api/mpesa/stkpush', { body: request, headers: { 'Idempotency-Key': key, traceparent } });
  let prompt: MpesaPrompt;
  try {
    prompt = await send();
  } catch (error) {
    if (!mayBeOnItsWay(error)) {
      forgetIdempotencyKey(scope);
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, MPESA_START_RETRY_MS));
    prompt = await send();
  }
  forgetIdempotencyKey(scope);
  return prompt;
}
