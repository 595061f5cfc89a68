import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/lib/orders/keys';
import type { OrderStatus } from '@/lib/orders/order-status';
import { putDocumented, type Schemas } from '@/lib/api-contract';

import { adminOrderKeys } from './order-keys';
import type { AdminOrder, AdminOrderPage } from './order-types';

export const STATUS_UPDATED_MESSAGE = (label: string) => `Order status updated to ${label}`;
export const STATUS_FAILED_MESSAGE = 'Failed to update order status';

/** `PUT /api/orders/{id}/status` `{ order_status }` (admin) -> `{ order }`; 409 when leaving cancelled. */
export async function updateOrderStatus({ id, status }: { id: string; status: OrderStatus }): Promise<AdminOrder> {
  const body: Schemas['StatusForm'] = { order_status: status };
  const answer = await putDocumented('/api/orders/{id}/status', { pathParams: { id }, body });
  return answer.order;
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
