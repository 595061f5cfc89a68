import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/**
 * A payment received and not applied; `reason` is `order_cancelled`, `already_paid`, `underpaid`
 * or `unmatched` (an M-Pesa payment that matched no prompt: no order, the payer in `detail`).
 */
export type RefundDue = Schemas['RefundJson'];
export type RefundsDue = Schemas['RefundsJson'];

/** What each reason means to the admin who pays the money back. */
export const REFUND_REASONS: Record<string, string> = {
  order_cancelled: 'Paid after the order was cancelled',
  already_paid: 'Paid twice',
  underpaid: 'Paid less than the total',
  unmatched: 'M-Pesa payment that matched no order',
};

/** `GET /api/admin/refunds-due` (admin) -> payments received and not applied, newest first. */
export function getRefundsDue(): Promise<RefundsDue> {
  return getDocumented('/api/admin/refunds-due');
}

export const refundsDueQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.refundsDue(), queryFn: getRefundsDue, meta: ADMIN_QUERY_META });

export function useRefundsDue() {
  return useQuery(refundsDueQueryOptions());
}
