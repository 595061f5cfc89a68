import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';

export const MPESA_START_FAILED_MESSAGE = 'Failed to initiate M-Pesa payment';

/** The prompt sent to the payer's phone; `amount` is the amount asked for, in whole shillings. */
export type MpesaPrompt = Schemas['StkPushJson'];

export type StartMpesaPaymentRequest = Conforms<{ orderId: string; phoneNumber: string }, Schemas['StkPushForm']>;

/**
 * `POST /api/mpesa/stkpush` `{ orderId, phoneNumber }` (the order's owner) -> the prompt sent to
 * the payer's phone (`checkoutRequestId`, which the status poll takes). The amount is the order's.
 * 400 `fields.phoneNumber`; 409 `payment_not_allowed`; 503 'Failed to initiate M-Pesa payment'.
 */
export function startMpesaPayment(request: StartMpesaPaymentRequest): Promise<MpesaPrompt> {
  return postDocumented('/api/mpesa/stkpush', { body: request });
}
