import { postDocumented, type Schemas } from '@/lib/api-contract';
import { idempotencyKeyFor, forgetIdempotencyKey } from '@/lib/idempotency';

export type InstalmentPrompt = Schemas['StkPushJson'];

/**
 * `POST /api/mpesa/stkpush` `{ orderId, phoneNumber, instalmentAmount }` (the order's owner): an
 * M-Pesa prompt for part of a Lipa Mdogo Mdogo order, 1 shilling up to its balance (the server
 * checks it: 400 `fields.amount`). One Idempotency-Key per distinct request, so a repeated press
 * follows the same prompt and never pays twice.
 */
export async function payInstalment(orderId: string, phoneNumber: string, instalmentAmount: number): Promise<InstalmentPrompt> {
  const body = { orderId, phoneNumber, instalmentAmount };
  const scope = `instalment:${orderId}`;
  const key = idempotencyKeyFor(scope, body);
  try {
    return await postDocumented('/api/mpesa/stkpush', { body, headers: { 'Idempotency-Key': key } });
  } finally {
    forgetIdempotencyKey(scope);
  }
}
