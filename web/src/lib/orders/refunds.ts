import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { isRetryableError } from '@/lib/api-client';
import { getDocumented, postDocumented, type Schemas } from '@/lib/api-contract';
import { adminKeys } from '@/lib/admin/keys';
import { forgetIdempotencyKey, idempotencyKeyFor } from '@/lib/idempotency';

import { ORDER_QUERY_META, orderKeys } from './keys';

/**
 * A refund paid back through M-Pesa: `status` `requested` (not yet taken by Safaricom), `sent`
 * (waiting for Safaricom's result), `paid` (`receipt` is the payout's M-Pesa receipt) or `failed`
 * (`resultDesc` is Safaricom's reason; asking again sends it again).
 */
export type Payout = Schemas['PayoutJson'];

/** While a refund is on its way, its state is read again this often. */
const IN_FLIGHT_POLL_MS = 3000;

export const isInFlight = (refund: Payout | null | undefined) => refund?.status === 'requested' || refund?.status === 'sent';

/** `GET /api/orders/{id}/refunds` (its owner or an admin) -> the order's refunds, oldest first. */
export async function getOrderRefunds(orderId: string): Promise<Payout[]> {
  const answer = await getDocumented('/api/orders/{id}/refunds', { pathParams: { id: orderId } });
  return answer.refunds;
}

export const orderRefundsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'refunds'] as const,
    queryFn: () => getOrderRefunds(orderId),
    meta: ORDER_QUERY_META,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isInFlight) ? IN_FLIGHT_POLL_MS : false),
  });

export function useOrderRefunds(orderId: string, enabled = true) {
  return useQuery({ ...orderRefundsQueryOptions(orderId), enabled });
}

/**
 * `POST /api/admin/refunds` (admin) `{ source }` with an Idempotency-Key -> `{ refund }`. The same
 * request sent again after a lost answer carries the same key (one payout); once answered, a new
 * click (a retry of a failed refund) is a new request with a new key.
 */
export async function requestRefund(source: string): Promise<Payout> {
  const scope = `refund:${source}`;
  const key = idempotencyKeyFor(scope, { source });
  try {
    const answer = await postDocumented('/api/admin/refunds', {
      body: { source },
      headers: { 'Idempotency-Key': key },
    });
    forgetIdempotencyKey(scope);
    return answer.refund;
  } catch (error) {
    if (!isRetryableError(error)) forgetIdempotencyKey(scope);
    throw error;
  }
}

/** Asks for the refund; once answered, the refunds due and the orders are read again. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
