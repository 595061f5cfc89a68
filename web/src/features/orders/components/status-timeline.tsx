import { CheckIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format';

import { normalizeStatus, ORDER_PROGRESS, ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/orders/order-status';
import type { Order } from '@/types/order';
import styles from './status-timeline.module.css';

type Step = { status: OrderStatus; at: string | null; reached: boolean };

/**
 * The steps of an order: pending, processing, shipped, delivered, each with when it was
 * reached (from `status_history`). A cancelled order shows the steps it went through and then
 * Cancelled.
 */
export function timelineSteps(order: Pick<Order, 'order_status' | 'status_history' | 'created_at'>): Step[] {
  const reachedAt = new Map<OrderStatus, string>();
  for (const change of order.status_history) {
    const status = normalizeStatus(change.status);
    if (status && !reachedAt.has(status)) reachedAt.set(status, change.at);
  }
  if (!reachedAt.has('pending') && order.created_at) reachedAt.set('pending', order.created_at);
  const current = normalizeStatus(order.order_status) ?? 'pending';

  if (current === 'cancelled') {
    const passed = ORDER_PROGRESS.filter((status) => reachedAt.has(status));
    return [...passed, 'cancelled' as const].map((status) => ({ status, at: reachedAt.get(status) ?? null, reached: true }));
  }
  const currentIndex = ORDER_PROGRESS.indexOf(current);
  return ORDER_PROGRESS.map((status, index) => ({
    status,
    at: reachedAt.get(status) ?? null,
    reached: index <= currentIndex || reachedAt.has(status),
  }));
}

export function StatusTimeline({ order, id }: { order: Pick<Order, 'order_status' | 'status_history' | 'created_at'>; id?: string }) {
  const steps = timelineSteps(order);
  const currentIndex = steps.reduce((last, step, index) => (step.reached ? index : last), 0);
  return (
    <ol className={styles.timeline} aria-label="Order status timeline" id={id}>
      {steps.map((step, index) => (
        <li
          key={step.status}
          className={cx(styles.step, step.reached && styles.reached, step.status === 'cancelled' && styles.cancelled)}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.reached && <CheckIcon size={14} />}
          </span>
          <span className={styles.label}>{ORDER_STATUS_LABELS[step.status]}</span>
          <span className={styles.when}>
            {step.at ? formatDateTime(step.at) : step.reached ? '' : 'Not yet'}
          </span>
        </li>
      ))}
    </ol>
  );
}
