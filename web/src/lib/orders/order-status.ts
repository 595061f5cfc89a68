import type { BadgeTone } from '@/components/ui/badge';

import type { Order } from '@/types/order';

/** customer-side.md section 4, "Order status". */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The way an order goes when nothing goes wrong. */
export const ORDER_PROGRESS: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** pending yellow, processing blue, shipped indigo, delivered green, cancelled red. */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'indigo',
  delivered: 'success',
  cancelled: 'danger',
};

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * The status compared case-insensitively; a missing one is pending. An unknown one is
 * returned as null (shown as it is, in a neutral badge).
 */
export function normalizeStatus(status: string | null | undefined): OrderStatus | null {
  const value = (status ?? '').trim().toLowerCase();
  if (value === '') return 'pending';
  if (value === 'canceled') return 'cancelled';
  return isOrderStatus(value) ? value : null;
}

export function statusLabel(status: string | null | undefined): string {
  const known = normalizeStatus(status);
  return known ? ORDER_STATUS_LABELS[known] : (status ?? '').trim();
}

export function statusTone(status: string | null | undefined): BadgeTone {
  const known = normalizeStatus(status);
  return known ? ORDER_STATUS_TONES[known] : 'neutral';
}

/** Delivery is expected 7 days after the order was placed (customer-side.md section 9). */
export const DELIVERY_DAYS = 7;
export const DELIVERY_PROMISE = 'delivery within 5-7 business days';

export function estimatedDelivery(order: Pick<Order, 'estimated_delivery' | 'created_at'>): string {
  if (order.estimated_delivery) return order.estimated_delivery;
  const placed = Date.parse(order.created_at);
  if (Number.isNaN(placed)) return '';
  return new Date(placed + DELIVERY_DAYS * 24 * 60 * 60 * 1000).toISOString();
}
