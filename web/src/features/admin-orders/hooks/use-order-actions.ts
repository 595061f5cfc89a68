import { useToast } from '@/components/ui/toast';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/orders/order-status';
import { isApiError } from '@/lib/api-client';

import { DELETE_FAILED_MESSAGE, ORDER_DELETED_MESSAGE, useDeleteOrder } from '../api/delete-order';
import type { AdminOrder } from '../api/order-types';
import { STATUS_FAILED_MESSAGE, STATUS_UPDATED_MESSAGE, useSavingOrderIds, useUpdateOrderStatus } from '../api/update-order-status';

/**
 * Why the server refused, when it said so (a 4xx with its own message, e.g. a cancelled order
 * staying cancelled); nothing for server failures, whose catalogue text adds nothing.
 */
function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  return error.message || undefined;
}

/** Status change with the spec's toasts ('Order status updated to {status}' / 'Failed to update order status'). */
export function useOrderStatusChange() {
  const { toast } = useToast();
  const mutation = useUpdateOrderStatus();

  function change(order: AdminOrder, status: OrderStatus, onDone?: (order: AdminOrder) => void) {
    mutation.mutate(
      { id: order.id, status },
      {
        onSuccess: (updated) => {
          toast({ type: 'success', message: STATUS_UPDATED_MESSAGE(ORDER_STATUS_LABELS[status]) });
          onDone?.(updated);
        },
        onError: (error) => {
          const reason = refusalReason(error);
          toast(reason ? { type: 'error', title: STATUS_FAILED_MESSAGE, message: reason } : { type: 'error', message: STATUS_FAILED_MESSAGE });
        },
      },
    );
  }

  const savingIds = useSavingOrderIds();
  /** Whether a change of this order is on its way. */
  const isSaving = (id: string) => savingIds.includes(id);
  return { change, isSaving };
}

/** Delete with the spec's toasts ('Order deleted successfully' / 'Failed to delete order'). */
export function useOrderDelete() {
  const { toast } = useToast();
  const mutation = useDeleteOrder();

  function remove(order: AdminOrder, { onDeleted, onSettled }: { onDeleted: () => void; onSettled?: () => void }) {
    mutation.mutate(order.id, {
      onSuccess: () => {
        toast({ type: 'success', message: ORDER_DELETED_MESSAGE });
        onDeleted();
      },
      onError: (error) => {
        const reason = refusalReason(error);
        toast(reason ? { type: 'error', title: DELETE_FAILED_MESSAGE, message: reason } : { type: 'error', message: DELETE_FAILED_MESSAGE });
      },
      onSettled,
    });
  }

  return { remove, deleting: mutation.isPending, deleted: mutation.isSuccess };
}
