import { formatDateTime, formatKsh } from '@/lib/format';
import type { Payout } from '@/lib/orders/refunds';

import styles from './refund.module.css';

/** 2547XXXXXXXX as Kenyans write it: 07XX XXX XXX. */
export function localPhone(msisdn: string): string {
  const digits = msisdn.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('254')) {
    const local = `0${digits.slice(3)}`;
    return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  }
  return msisdn;
}

/** One line a person reads about where a refund stands. */
export function refundSentence(refund: Payout): string {
  const to = refund.phone ? ` to ${localPhone(refund.phone)}` : '';
  const amount = formatKsh(refund.amount);
  switch (refund.status) {
    case 'paid':
      return `Refunded ${amount}${to} via M-Pesa - receipt ${refund.receipt ?? ''}`.trim();
    case 'failed':
      return `Refund of ${amount}${to} failed: ${refund.resultDesc || 'M-Pesa did not pay it'}`;
    case 'sent':
      return `Refund of ${amount}${to} sent to M-Pesa - waiting for Safaricom's confirmation`;
    default:
      return `Refund of ${amount}${to} requested - on its way to M-Pesa`;
  }
}

/** Where a refund paid back through M-Pesa stands (requested, sent, paid with its receipt, failed with Safaricom's reason). */
export function RefundState({ refund }: { refund: Payout }) {
  return (
    <p className={styles.state} data-testid="refund-state" data-status={refund.status} role="status">
      {refundSentence(refund)}
      {refund.status === 'paid' && refund.settledAt ? <span className={styles.muted}> ({formatDateTime(refund.settledAt)})</span> : null}
    </p>
  );
}
