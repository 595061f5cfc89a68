import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { api } from '@/lib/api-client';

import { ADMIN_QUERY_META, adminKeys } from './keys';

const refundSchema = z.object({
  orderId: z.string(),
  publicId: z.string().nullable(),
  paymentId: z.string(),
  method: z.string(),
  reference: z.string(),
  amount: z.number(),
  reason: z.enum(['order_cancelled', 'already_paid', 'underpaid']).or(z.string()),
  detail: z.string(),
  receivedAt: z.string(),
});

const refundsSchema = z.object({ refunds: z.array(refundSchema), total: z.number() });

export type RefundDue = z.output<typeof refundSchema>;
export type RefundsDue = z.output<typeof refundsSchema>;

/** What each reason means to the admin who pays the money back. */
export const REFUND_REASONS: Record<string, string> = {
  order_cancelled: 'Paid after the order was cancelled',
  already_paid: 'Paid twice',
  underpaid: 'Paid less than the total',
};

/** `GET /api/admin/refunds-due` (admin) -> payments received and not applied, newest first. */
export async function getRefundsDue(): Promise<RefundsDue> {
  return refundsSchema.parse(await api.get('/api/admin/refunds-due'));
}

export const refundsDueQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.refundsDue(), queryFn: getRefundsDue, meta: ADMIN_QUERY_META });

export function useRefundsDue() {
  return useQuery(refundsDueQueryOptions());
}
