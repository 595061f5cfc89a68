import { z } from 'zod';

import { api } from '@/lib/api-client';

const mpesaStatusSchema = z.object({
  status: z.enum(['pending', 'success', 'failed']).catch('pending'),
  /** M-Pesa's receipt ('RLA0R69NXM'); null until known. */
  mpesaReceiptNumber: z.string().nullish(),
  /** Daraja's result ('Request cancelled by user'); empty while pending. */
  resultDesc: z.string().nullish(),
  resultCode: z.number().nullish(),
});

export type MpesaStatus = z.output<typeof mpesaStatusSchema>;

/**
 * `GET /api/mpesa/status/{checkoutRequestId}` (the order's owner) -> `{ status: pending |
 * success | failed, mpesaReceiptNumber, resultDesc, resultCode, ... }`.
 */
export async function getMpesaStatus(checkoutRequestId: string, signal?: AbortSignal): Promise<MpesaStatus> {
  return mpesaStatusSchema.parse(await api.get(`/api/mpesa/status/${encodeURIComponent(checkoutRequestId)}`, { signal }));
}
