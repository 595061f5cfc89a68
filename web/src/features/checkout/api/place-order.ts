import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/features/orders/api/keys';
import { orderSchema, type Order } from '@/features/orders/types';
import { api, isApiError } from '@/lib/api-client';

import type { CheckoutValues } from '../checkout-schema';
import { quoteSchema, type OrderLineRequest, type Quote } from '../types';

export const PLACE_ORDER_FAILED_MESSAGE = 'Failed to place order. Please try again.';

/** The body of `POST /api/orders` (web-contract.md, "Placing an order"). */
export type PlaceOrderRequest = {
  items: OrderLineRequest[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  paymentMethod: CheckoutValues['paymentMethod'];
  couponCode?: string;
  deliveryInstructions: string;
  preferredDeliveryTime: string;
  /** The quoted total: the server refuses the order (409 total_changed) when it differs. */
  totalAmount: number;
};

export type PlacedOrder = { orderId: string; publicId: string; order: Order | null };

export function toPlaceOrderRequest(
  values: CheckoutValues,
  items: OrderLineRequest[],
  couponCode: string | null,
  totalAmount: number,
): PlaceOrderRequest {
  const cashOnDelivery = values.paymentMethod === 'cod';
  return {
    items,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    paymentMethod: values.paymentMethod,
    ...(couponCode ? { couponCode } : {}),
    deliveryInstructions: cashOnDelivery ? values.codSpecialInstructions : '',
    preferredDeliveryTime: cashOnDelivery ? values.codPreferredTime : '',
    totalAmount,
  };
}

/** `POST /api/orders` (signed in) -> 201 `{ order_id, public_id, order }`. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  const answer = (await api.post<Record<string, unknown>>('/api/orders', request)) ?? {};
  const parsed = orderSchema.safeParse(answer.order);
  const order = parsed.success ? parsed.data : null;
  const orderId = String(answer.order_id ?? order?.id ?? '');
  const publicId = String(answer.public_id ?? order?.public_id ?? orderId);
  return { orderId, publicId, order };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ publicId, order }) => {
      if (order) queryClient.setQueryData(orderKeys.detail(publicId), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}

/** A 409 `total_changed` answer's fresh quote, or null for any other error. */
export function changedTotalQuote(error: unknown): Quote | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'total_changed') return null;
  const body = error.body && typeof error.body === 'object' ? (error.body as { quote?: unknown }) : {};
  const parsed = quoteSchema.safeParse(body.quote);
  return parsed.success ? parsed.data : null;
}

export function isOutOfStock(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'out_of_stock';
}
