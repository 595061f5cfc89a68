import { RefundState } from '@/components/refund/refund-state';
import { useOrderRefunds } from '@/lib/orders/refunds';

/**
 * A cancelled paid order's refunds through M-Pesa, for its customer: requested, sent, paid with
 * its receipt, or failed (the shop sends it again). Read again while one is on its way.
 */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const refunds = useOrderRefunds(orderId);
  if (!refunds.data?.length) {
    return refunds.isSuccess ? <p data-testid="refund-state">Your refund is being prepared.</p> : null;
  }
  return (
    <div aria-label="Refund">
      {refunds.data.map((refund) => (
        <RefundState key={refund.id} refund={refund} />
      ))}
    </div>
  );
}
