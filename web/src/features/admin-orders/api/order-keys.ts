import { adminKeys } from '@/lib/admin/keys';

import type { AdminOrderFilters } from './order-types';

/** The admin's order queries, under ['admin'] (dropped with the session) and ['admin', 'orders']. */
export const adminOrderKeys = {
  all: [...adminKeys.all, 'orders'] as const,
  lists: () => [...adminKeys.all, 'orders', 'list'] as const,
  list: (filters: AdminOrderFilters) => [...adminKeys.all, 'orders', 'list', filters] as const,
  totalSales: () => [...adminKeys.all, 'orders', 'total-sales'] as const,
  stats: () => [...adminKeys.all, 'orders', 'stats'] as const,
  detail: (orderId: string) => [...adminKeys.all, 'orders', 'detail', orderId] as const,
  /** The status changes' mutation key. */
  statusChange: () => [...adminKeys.all, 'orders', 'status'] as const,
};
