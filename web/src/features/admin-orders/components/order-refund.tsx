import { RefundAction } from '@/components/refund/refund-action';
import { useOrderRefunds } from '@/lib/orders/refunds';

import type { AdminOrder } from '../api/order-types';

/**
 * A cancelled order paid by M-Pesa: its refund's state, and while none was asked for (or it
 * failed) 'Refund KSh X to 07.. via M-Pesa'. A customer's own cancellation starts it by itself.
 */
export function OrderRefund({ order }: { order: AdminOrder }) {
  const show = (order.payment_state === 'refund_due' || order.payment_state === 'refunded') && order.payment_method === 'mpesa';
  const refunds = useOrderRefunds(order.id, show);
  if (!show || !refunds.isSuccess) return null;
  const refund = refunds.data.at(-1) ?? null;
  // What M-Pesa took: the total rounded up to whole shillings (the server decides the same).
  return <RefundAction source={`order:${order.public_id}`} amount={Math.ceil(order.total_amount)} phone={order.payer} refund={refund} />;
}
