import { getDocumented } from '@/lib/api-contract';

import type { AdminOrder } from './order-types';

/** `GET /api/orders/{id}` (owner or admin): the id may be the UUID or the order number. */
export function getAdminOrder(orderId: string, signal?: AbortSignal, timeoutMs?: number): Promise<AdminOrder> {
  // One try per call: the order detail's own rule (one retry, none after a timeout) decides the rest.
  return getDocumented('/api/orders/{id}', { pathParams: { id: orderId }, signal, timeoutMs, attempts: 1 });
}
