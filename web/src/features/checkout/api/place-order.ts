import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderKeys } from '@/lib/orders/keys';
import type { Order } from '@/types/order';
import { isApiError } from '@/lib/api-client';
import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';
import { readDeliveryAsk, type DeliveryMethod } from '@/lib/delivery';
import { forgetIdempotencyKey, idempotencyKeyFor } from '@/lib/idempotency';
import { moveTrace, traceparentFor } from '@/lib/checkout-trace';

import type { CheckoutValues } from '../checkout-schema';
import { quoteSchema, type OrderLineRequest, type Quote } from '../types';

export const PLACE_ORDER_FAILED_MESSAGE = 'Failed to place order. Please try again.';

/** The body of `POST /api/orders` (web-contract.md, "Placing an order"): the document's OrderForm. */
export type PlaceOrderRequest = Conforms<OrderRequest, Schemas['OrderForm']>;

type OrderRequest = {
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
  /** A business customer's KRA PIN (printed on the tax invoice, sent to KRA eTIMS). */
  buyerPin?: string;
  /** The delivery chosen for the county (standard, express, pickup) and its pickup point. */
  deliveryMethod?: DeliveryMethod;
  pickupPoint?: string;
  /** Lipa Mdogo Mdogo: paid in M-Pesa instalments before delivery. */
  paymentPlan?: 'full' | 'lmm';
};

export type PlacedOrder = { orderId: string; publicId: string; order: Order };

/** The remembered delivery choice, when it is for the county the order goes to. */
function placedDelivery(county: string): Pick<OrderRequest, 'deliveryMethod' | 'pickupPoint'> {
  const ask = readDeliveryAsk();
  if (ask.state !== county) return {};
  return { deliveryMethod: ask.deliveryMethod, ...(ask.deliveryMethod === 'pickup' ? { pickupPoint: ask.pickupPoint } : {}) };
}

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
    ...(values.buyerPin ? { buyerPin: values.buyerPin } : {}),
    ...placedDelivery(values.state),
  };
}

const PLACE_ORDER_SCOPE = 'place-order';
/** The trace of the checkout in progress; the placed order's is `checkout:<order id>`. */
export const CHECKOUT_TRACE = 'checkout';

/** The answer was lost or the server could not say whether the order was stored. */
function isUnconfirmed(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkError || error.isTimeout || error.code === 'order_unconfirmed');
}
/** Wait before the one automatic retry of a placement whose answer was lost. */
export const PLACE_ORDER_RETRY_MS = 1500;

/** `send`, and once more after a pause when its answer was lost or unconfirmed. */
async function sendWithOneRetry<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isUnconfirmed(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, PLACE_ORDER_RETRY_MS));
    return send();
  }
}

/** `POST /api/orders` (signed in) -> 201 `{ order_id, public_id, order }`. */
export async function placeOrder(request: PlaceOrderRequest): Promise<PlacedOrder> {
  // One key per request: a retry (here, or the shopper pressing Place Order again after an
  // unconfirmed answer) gets the order already stored instead of a second one.
  const key = idempotencyKeyFor(PLACE_ORDER_SCOPE, request);
  const traceparent = traceparentFor(CHECKOUT_TRACE);
  const send = () =>
    // One try per send: this call's own retry (above) is its rule, so the client's does not stack on it.
    postDocumented('/api/orders', { body: request, headers: { 'Idempotency-Key': key, traceparent }, attempts: 1 });
  let answer: Schemas['PlacedJson'];
  try {
    answer = await sendWithOneRetry(send);
  } catch (error) {
    // 422: the key was first sent with another request. One key per distinct request makes this
    // impossible by normal use; should it happen, the key is dropped and the next press gets a
    // new one (the shopper reads 'Failed to place order. Please try again.').
    if (isApiError(error) && error.code === 'idempotency_key_reused') forgetIdempotencyKey(PLACE_ORDER_SCOPE);
    throw error;
  }
  forgetIdempotencyKey(PLACE_ORDER_SCOPE);
  moveTrace(CHECKOUT_TRACE, `${CHECKOUT_TRACE}:${answer.order_id}`);
  return { orderId: answer.order_id, publicId: answer.public_id, order: answer.order };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ publicId, order }) => {
      queryClient.setQueryData(orderKeys.detail(publicId), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
    },
  });
}

/** A 409 `total_changed` answer's fresh quote, or null for any other error. */
export function changedTotalQuote(error: unknown): Quote | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'total_changed') return null;
  const { body } = error;
  const parsed = quoteSchema.safeParse(body && typeof body === 'object' && 'quote' in body ? body.quote : undefined);
  return parsed.success ? parsed.data : null;
}

export function isOutOfStock(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'out_of_stock';
}
