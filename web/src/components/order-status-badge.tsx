import { Badge } from './ui/badge';

import { paymentStatusView } from '@/lib/orders/order-payment';
import { statusLabel, statusTone } from '@/lib/orders/order-status';
import type { Order } from '@/types/order';
import styles from './order-status-badge.module.css';

/** The order status in its colour: pending yellow, processing blue, shipped indigo, delivered green, cancelled red. */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge tone={statusTone(status)} data-testid="order-status">
      {statusLabel(status)}
    </Badge>
  );
}

type PaymentStatusBadgeProps = {
  order: Pick<Order, 'payment_status' | 'payment_method' | 'order_status'>;
  /** Shows Paid though the order does not say so yet (checkout saw the payment succeed). */
  paid?: boolean;
};

/** 'Paid' in green; 'Pending' (payment on delivery) or 'Payment Pending' in yellow; 'Not paid' once cancelled. */
export function PaymentStatusBadge({ order, paid }: PaymentStatusBadgeProps) {
  const view = paymentStatusView(order, paid ? { paid } : {});
  return (
    <span className={styles.payment}>
      <Badge tone={view.tone} data-testid="payment-status">
        {view.label}
      </Badge>
      {view.note && <span className={styles.note}>{view.note}</span>}
    </span>
  );
}
