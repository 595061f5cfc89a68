import type { BadgeTone } from '@/components/ui/badge';

/**
 * Where an order's money stands (the server's `payment_state`, docs/decisions.md "Books that are
 * true"): the admin list's Payment column and filter, and the order page.
 */
export const PAYMENT_STATES = ['unpaid', 'paid', 'cod_due', 'cod_collected', 'refund_due', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  cod_due: 'COD to collect',
  cod_collected: 'COD collected',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export const PAYMENT_STATE_TONES: Record<PaymentState, BadgeTone> = {
  unpaid: 'danger',
  paid: 'success',
  cod_due: 'warning',
  cod_collected: 'success',
  refund_due: 'danger',
  refunded: 'neutral',
};

/** A state the server sent, or null for one this screen does not know. */
export function toPaymentState(value: string | null | undefined): PaymentState | null {
  const text = (value ?? '').trim().toLowerCase().replace(/-/g, '_');
  return (PAYMENT_STATES as readonly string[]).includes(text) ? (text as PaymentState) : null;
}
