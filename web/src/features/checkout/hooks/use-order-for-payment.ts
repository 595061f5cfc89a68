import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { cancelOrder } from '@/lib/orders/cancel-order';
import { getOrder } from '@/lib/orders/get-order';
import { orderKeys } from '@/lib/orders/keys';
import { isAwaitingPayment, isPaid } from '@/lib/orders/order-payment';
import type { Order } from '@/types/order';
import { isApiError } from '@/lib/api-client';

import { usePlaceOrder, type PlaceOrderRequest } from '../api/place-order';
import { readPendingOrder, setPendingOrder, type PendingOrder } from '../pending-order';
import type { OrderToPay } from '../payments';

type OrderForPaymentRequest = {
  userId: string;
  /** The order to place when there is none to pay again. */
  request: PlaceOrderRequest;
  /** What the order is for (`orderSignature`). */
  signature: string;
  /** Paid online: the order is kept for a retry until it is paid. */
  online: boolean;
};

/** The order to pay; `paidOrder` when the kept order turned out to be paid already. */
export type OrderForPayment = { order: OrderToPay; paidOrder: Order | null };

/** The order, or null when it no longer exists. */
async function currentOrder(orderId: string): Promise<Order | null> {
  try {
    return await getOrder(orderId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * Gives checkout the order to pay (DECISIONS.md, "Payments": the order is placed, then paid).
 * An unpaid order kept for the same cart and shipping details is paid again rather than placing
 * another (Try Again, another card, another online method); if it turns out paid, checkout
 * completes. When the cart or the details changed, the kept order is cancelled while it is still
 * unpaid (so its stock is free again) and a new one is placed.
 */
export function useOrderForPayment() {
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const { mutateAsync } = placeOrder;

  const release = useCallback(
    async (kept: PendingOrder) => {
      setPendingOrder(null);
      try {
        const order = await currentOrder(kept.orderId);
        if (order && isAwaitingPayment(order)) {
          await cancelOrder(kept.orderId);
          await queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
        }
      } catch {
        // The shop cancels online orders left unpaid by itself.
      }
    },
    [queryClient],
  );

  return useCallback(
    async ({ userId, request, signature, online }: OrderForPaymentRequest): Promise<OrderForPayment> => {
      const kept = readPendingOrder();
      if (kept && online && kept.signature === signature) {
        const order = await currentOrder(kept.orderId);
        if (order && isPaid(order)) {
          setPendingOrder(null);
          return { order: kept, paidOrder: order };
        }
        if (order && isAwaitingPayment(order)) return { order: kept, paidOrder: null };
        setPendingOrder(null);
      } else if (kept) {
        await release(kept);
      }

      const placed = await mutateAsync(request);
      const order: OrderToPay = {
        orderId: placed.orderId,
        publicId: placed.publicId,
        total: placed.order?.total_amount ?? request.totalAmount,
      };
      if (online) setPendingOrder({ ...order, userId, signature, lines: request.items });
      return { order, paidOrder: null };
    },
    [mutateAsync, release],
  );
}
