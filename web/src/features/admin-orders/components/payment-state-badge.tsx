import { Badge } from '@/components/ui/badge';

import { PAYMENT_STATE_LABELS, PAYMENT_STATE_TONES, toPaymentState } from '../payment-state';

/** The order's payment state as a badge ('COD to collect', 'Paid', ...). */
export function PaymentStateBadge({ state }: { state: string }) {
  const known = toPaymentState(state);
  return (
    <Badge tone={known ? PAYMENT_STATE_TONES[known] : 'neutral'} data-testid="payment-state">
      {known ? PAYMENT_STATE_LABELS[known] : state}
    </Badge>
  );
}
