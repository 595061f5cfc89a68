import type { BadgeTone } from '@/components/ui/badge';

import { normalizeStatus } from './order-status';
import type { Order } from '@/types/order';

type PaymentFacts = Pick<Order, 'payment_status' | 'payment_method' | 'order_status'>;

export function isPaid(order: Pick<Order, 'payment_status'> | null | undefined): boolean {
  return order?.payment_status.trim().toLowerCase() === 'paid';
}

export function isCashOnDelivery(order: Pick<Order, 'payment_method'>): boolean {
  return order.payment_method.trim().toLowerCase() === 'cod';
}

/** An order a payment can still be made for: pending and not paid. */
export function isAwaitingPayment(order: Pick<Order, 'payment_status' | 'order_status'>): boolean {
  return !isPaid(order) && normalizeStatus(order.order_status) === 'pending';
}

export type PaymentStatusView = {
  label: string;
  tone: BadgeTone;
  /** A few words after the badge ('payment on delivery'). */
  note?: string;
};

/**
 * How an order's payment reads: Paid; Pending (payment on delivery) for cash on delivery;
 * 'Payment Pending' for an online order not paid yet; 'Not paid' once such an order is cancelled.
 */
export function paymentStatusView(order: PaymentFacts, { paid = isPaid(order) }: { paid?: boolean } = {}): PaymentStatusView {
  if (paid) return { label: 'Paid', tone: 'success' };
  if (isCashOnDelivery(order)) return { label: 'Pending', tone: 'warning', note: 'payment on delivery' };
  if (normalizeStatus(order.order_status) === 'cancelled') return { label: 'Not paid', tone: 'neutral' };
  return { label: 'Payment Pending', tone: 'warning' };
}

/** 'M-Pesa receipt' for M-Pesa, 'Transaction ID' for the others. */
export function paymentReferenceLabel(method: string | null | undefined): string {
  return method?.trim().toLowerCase() === 'mpesa' ? 'M-Pesa receipt' : 'Transaction ID';
}
