import { useSyncExternalStore } from 'react';
import { z } from 'zod';

import type { CheckoutValues } from './checkout-schema';
import type { OrderLineRequest } from './types';

/**
 * The order placed for an online payment that has not succeeded yet, kept in session storage
 * (this tab) so that Try Again, another card or another online method pays the same order
 * instead of placing a new one (web-contract.md, "Payments": a failed payment can be retried on
 * the same order). It is forgotten once paid, or replaced when the cart or the shipping details
 * change.
 */
export const PENDING_ORDER_STORAGE_KEY = 'pendingOrder';

const pendingOrderSchema = z.object({
  /** The shopper who placed it. */
  userId: z.string(),
  orderId: z.string().min(1),
  publicId: z.string().min(1),
  /** The order's total, what the payment charges. */
  total: z.number(),
  /** What the order was placed for (see `orderSignature`). */
  signature: z.string(),
  /** The lines the order holds stock for. */
  lines: z.array(z.object({ productId: z.number(), quantity: z.number() })),
});

export type PendingOrder = z.output<typeof pendingOrderSchema>;

type SignatureInput = {
  userId: string;
  lines: OrderLineRequest[];
  couponCode: string | null;
  values: Pick<CheckoutValues, 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'>;
};

/** Who ordered what, with which coupon, delivered where: an order placed for the same signature can be paid again. */
export function orderSignature({ userId, lines, couponCode, values }: SignatureInput): string {
  const shipping = [values.firstName, values.lastName, values.email, values.phone, values.address, values.city, values.state, values.zipCode];
  return JSON.stringify({
    userId,
    lines: [...lines].sort((a, b) => a.productId - b.productId).map((line) => [line.productId, line.quantity]),
    couponCode: couponCode?.toUpperCase() ?? null,
    shipping: shipping.map((value) => value.trim()),
  });
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedOrder: PendingOrder | null = null;

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_ORDER_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readPendingOrder(): PendingOrder | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedOrder;
  cachedRaw = raw;
  try {
    const parsed = pendingOrderSchema.safeParse(raw === null ? null : JSON.parse(raw));
    cachedOrder = parsed.success ? parsed.data : null;
  } catch {
    cachedOrder = null;
  }
  return cachedOrder;
}

/** Keeps `order` as the order to pay, or forgets it with null. */
export function setPendingOrder(order: PendingOrder | null): void {
  try {
    if (order) window.sessionStorage.setItem(PENDING_ORDER_STORAGE_KEY, JSON.stringify(order));
    else window.sessionStorage.removeItem(PENDING_ORDER_STORAGE_KEY);
  } catch {
    // Storage blocked: a retry places a new order, and the unpaid one is cancelled by the shop.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingOrder(): PendingOrder | null {
  return useSyncExternalStore(subscribe, readPendingOrder, () => null);
}

/** Units of each product `userId`'s pending order holds in stock (they count as available to that shopper). */
export function heldStock(order: PendingOrder | null, userId: string | undefined): Map<number, number> {
  const held = new Map<number, number>();
  if (!order || order.userId !== userId) return held;
  for (const line of order.lines) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);
  return held;
}
