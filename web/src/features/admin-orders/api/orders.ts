import { keepPreviousData, queryOptions, useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/lib/orders/keys';
import type { OrderStatus } from '@/lib/orders/order-status';
import { deleteDocumented, getDocumented, putDocumented, type Schemas } from '@/lib/api-contract';

import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';

/** An order as the gateway sends it (the OpenAPI document's `OrderJson`). */
export type AdminOrder = Schemas['OrderJson'];
export type AdminOrderPage = Schemas['OrderPage'];

/** What the Orders screen asks the server for; '' means no filter. */
export type AdminOrderFilters = { search: string; status: OrderStatus | ''; page: number };

/** Rows per page of /admin/orders (the server allows 1-100). */
export const ORDERS_PAGE_SIZE = 20;

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

export const STATUS_UPDATED_MESSAGE = (label: string) => `Order status updated to ${label}`;
export const STATUS_FAILED_MESSAGE = 'Failed to update order status';
export const ORDER_DELETED_MESSAGE = 'Order deleted successfully';
export const DELETE_FAILED_MESSAGE = 'Failed to delete order';

/**
 * `GET /api/orders?search&status&page&limit` (admin): one page of every order, newest first.
 * `search` matches the order number, the customer's name or phone, case-insensitively.
 */
export function getAdminOrders(filters: AdminOrderFilters, signal?: AbortSignal): Promise<AdminOrderPage> {
  return getDocumented('/api/orders', {
    params: { search: filters.search.trim(), status: filters.status, page: filters.page, limit: ORDERS_PAGE_SIZE },
    signal,
  });
}

export function useAdminOrders(filters: AdminOrderFilters) {
  return useQuery(
    queryOptions({
      queryKey: adminOrderKeys.list(filters),
      queryFn: ({ signal }) => getAdminOrders(filters, signal),
      meta: ADMIN_QUERY_META,
      placeholderData: keepPreviousData,
      // Orders change all day: a page shown again is fetched again (its cached copy shows meanwhile).
      staleTime: 0,
    }),
  );
}

/** `GET /api/orders/total-sales` (admin): the totals of every order not cancelled. */
export function useTotalSales() {
  return useQuery({
    queryKey: adminOrderKeys.totalSales(),
    queryFn: ({ signal }) => getDocumented('/api/orders/total-sales', { signal }),
    meta: ADMIN_QUERY_META,
    staleTime: 30_000,
  });
}

/** `GET /api/orders/stats` (admin): read here for `totalOrders`, every order whatever the filters. */
export function useOrderStats() {
  return useQuery({
    queryKey: adminOrderKeys.stats(),
    queryFn: ({ signal }) => getDocumented('/api/orders/stats', { signal }),
    meta: ADMIN_QUERY_META,
    staleTime: 30_000,
  });
}

/** `GET /api/orders/{id}` (owner or admin): the id may be the UUID or the order number. */
export function getAdminOrder(orderId: string, signal?: AbortSignal, timeoutMs?: number): Promise<AdminOrder> {
  return getDocumented('/api/orders/{id}', { pathParams: { id: orderId }, signal, timeoutMs });
}

/** `PUT /api/orders/{id}/status` `{ order_status }` (admin) -> `{ order }`; 409 when leaving cancelled. */
export async function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<AdminOrder> {
  const body: Schemas['StatusForm'] = { order_status: status };
  const answer = await putDocumented('/api/orders/{id}/status', { pathParams: { id }, body });
  return answer.order;
}

/** `DELETE /api/orders/{id}` (admin) -> `{ message }`. */
export function deleteOrder(id: string): Promise<Schemas['MessageJson']> {
  return deleteDocumented('/api/orders/{id}', { pathParams: { id } });
}

function sameOrder(a: AdminOrder, b: AdminOrder): boolean {
  return a.id === b.id;
}

/**
 * Changes an order's status. Nothing on screen changes before the server answers OK: then the
 * answered order replaces the one in every cached list page and in its detail, and the lists,
 * totals and the customer's own order caches are fetched again.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminOrderKeys.statusChange(),
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueriesData<AdminOrderPage>({ queryKey: adminOrderKeys.lists() }, (page) =>
        page ? { ...page, orders: page.orders.map((row) => (sameOrder(row, order) ? order : row)) } : page,
      );
      queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
      queryClient.setQueryData(adminOrderKeys.detail(order.public_id), order);
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** The ids of the orders whose status change is on its way (several rows may be changing at once). */
export function useSavingOrderIds(): string[] {
  return useMutationState({
    filters: { mutationKey: adminOrderKeys.statusChange(), status: 'pending' },
    select: (mutation) => {
      const variables = mutation.state.variables;
      return typeof variables === 'object' && variables !== null && 'id' in variables && typeof variables.id === 'string' ? variables.id : '';
    },
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.totalSales() });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.stats() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
