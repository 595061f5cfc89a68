import { z } from 'zod';

import { api } from '@/lib/api-client';

export const MPESA_START_FAILED_MESSAGE = 'Failed to initiate M-Pesa payment';

const mpesaPromptSchema = z.object({
  checkoutRequestId: z.string().min(1),
  merchantRequestId: z.string().nullish(),
  message: z.string().nullish(),
  /** The amount asked for, in whole shillings. */
  amount: z.number().nullish(),
});

export type MpesaPrompt = z.output<typeof mpesaPromptSchema>;

export type StartMpesaPaymentRequest = { orderId: string; phoneNumber: string };

/**
 * `POST /api/mpesa/stkpush` `{ orderId, phoneNumber }` (the order's owner) -> the prompt sent to
 * the payer's phone (`checkoutRequestId`, which the status poll takes). The amount is the order's.
 * 400 `fields.phoneNumber`; 409 `payment_not_allowed`; 503 'Failed to initiate M-Pesa payment'.
 */
export async function startMpesaPayment(request: StartMpesaPaymentRequest): Promise<MpesaPrompt> {
  return mpesaPromptSchema.parse(await api.post('/api/mpesa/stkpush', request));
}
