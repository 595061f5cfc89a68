import { Badge } from '@/components/ui/badge';

import { statusLabel, statusTone } from '../order-status';

/** The order status in its colour: pending yellow, processing blue, shipped indigo, delivered green, cancelled red. */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge tone={statusTone(status)} data-testid="order-status">
      {statusLabel(status)}
    </Badge>
  );
}

/** 'Paid' in green, 'Pending' (or anything else) in yellow. */
export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const text = status?.trim() || 'Pending';
  return (
    <Badge tone={text.toLowerCase() === 'paid' ? 'success' : 'warning'} data-testid="payment-status">
      {text}
    </Badge>
  );
}
