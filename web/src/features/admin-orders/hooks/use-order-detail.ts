import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { isApiError, isRetryableError } from '@/lib/api-client';

import { ADMIN_QUERY_META } from '@/lib/admin/keys';
import { getAdminOrder } from '../api/get-order';
import { adminOrderKeys } from '../api/order-keys';
import type { AdminOrder } from '../api/order-types';

/** The order page gives up loading after 15 s (admin-side.md section 9). */
export const ORDER_LOAD_TIMEOUT_MS = 15_000;

export const INVALID_ORDER_ID_MESSAGE = 'Invalid order ID. Please select a valid order.';
export const LOAD_CANCELLED_MESSAGE = 'Loading cancelled by user';
export const LOAD_TIMEOUT_MESSAGE = 'Request timed out. The server may be slow or unavailable.';
export const LOAD_FAILED_TOAST = 'Failed to load order details';
export const loadFailedMessage = (reason: string) => `Failed to load order details: ${reason}`;

/**
 * An order id as the server takes it: the UUID or the order number (letters, digits and '-',
 * at most 36 characters). 'undefined' and 'null' are what a broken link carries.
 */
export function isValidOrderId(orderId: string | undefined): orderId is string {
  if (!orderId) return false;
  const id = orderId.trim();
  if (id === '' || id === 'undefined' || id === 'null') return false;
  return /^[A-Za-z0-9_-]{1,36}$/.test(id);
}

/** The order the Orders list passed in the router's location state, when it is the one asked for. */
export function orderFromLocationState(state: unknown, orderId: string): AdminOrder | undefined {
  if (!state || typeof state !== 'object' || !('order' in state)) return undefined;
  const order = (state).order;
  if (!order || typeof order !== 'object') return undefined;
  const { id, public_id: publicId, items } = order as Record<string, unknown>;
  if (typeof id !== 'string' || !Array.isArray(items)) return undefined;
  const wanted = orderId.toLowerCase();
  const matches = id.toLowerCase() === wanted || (typeof publicId === 'string' && publicId.toLowerCase() === wanted);
  return matches ? (order as AdminOrder) : undefined;
}

export type OrderLoadStop = 'cancelled' | 'timeout' | null;

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function isTimeout(error: unknown): boolean {
  return isApiError(error) && error.isTimeout;
}

/**
 * The order of /admin/orders/{orderId}: shown at once from the list's copy when there is one, then
 * the server's. A load without anything to show can be cancelled, and stops by itself after 15 s
 * (retries included). A server failure is tried once more; a time-out or a 4xx is not.
 */
export function useOrderDetail(orderId: string, { initial, enabled }: { initial: AdminOrder | undefined; enabled: boolean }) {
  const queryClient = useQueryClient();
  const queryKey = adminOrderKeys.detail(orderId);
  const query = useQuery({
    queryKey,
    // The screen's own 15 s deadline (below) ends a load; the request's is a little later.
    queryFn: ({ signal }) => getAdminOrder(orderId, signal, ORDER_LOAD_TIMEOUT_MS + 1000),
    meta: ADMIN_QUERY_META,
    enabled,
    initialData: initial,
    // The list's copy shows at once and is replaced by the server's.
    initialDataUpdatedAt: 0,
    staleTime: 0,
    retry: (failureCount, error) => failureCount < 1 && isRetryableError(error) && !isTimeout(error),
  });

  const [stop, setStop] = useState<OrderLoadStop>(null);
  /** Counts the admin's Try Agains: one failure toast per attempt. */
  const [attempt, setAttempt] = useState(0);
  const loading = enabled && query.data === undefined && query.fetchStatus === 'fetching' && stop === null;

  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      setStop('timeout');
      void queryClient.cancelQueries({ queryKey: adminOrderKeys.detail(orderId) });
    }, ORDER_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loading, orderId, queryClient]);

  function cancel() {
    setStop('cancelled');
    void queryClient.cancelQueries({ queryKey: adminOrderKeys.detail(orderId) });
  }

  function retry() {
    setStop(null);
    setAttempt((count) => count + 1);
    void query.refetch();
  }

  return { query, stop, loading, cancel, retry, attempt };
}
