import { getDocumented, type Schemas } from '@/lib/api-contract';

/**
 * `status` is `pending`, `success` or `failed` (anything else is read as pending);
 * `mpesaReceiptNumber` M-Pesa's receipt ('RLA0R69NXM'), null until known; `resultDesc` Daraja's
 * result ('Request cancelled by user'), empty while pending.
 */
export type MpesaStatus = Schemas['MpesaStatusJson'];

/**
 * `GET /api/mpesa/status/{checkoutRequestId}` (the order's owner) -> `{ status: pending |
 * success | failed, mpesaReceiptNumber, resultDesc, resultCode, ... }`.
 */
export function getMpesaStatus(checkoutRequestId: string, signal?: AbortSignal): Promise<MpesaStatus> {
  return getDocumented('/api/mpesa/status/{checkout_request_id}', {
    pathParams: { checkout_request_id: checkoutRequestId },
    signal,
  });
}
