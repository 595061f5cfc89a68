import { formatDateTime, formatKsh } from '@/lib/format';

import { REFUND_REASONS, useRefundsDue } from '../api/get-refunds-due';
import styles from './refunds-due.module.css';

/**
 * Money that came in and was not applied to its order (paid after a cancellation, paid twice,
 * short): each is owed back to the payer, so the admin sees every one.
 */
export function RefundsDue() {
  const refunds = useRefundsDue();
  return (
    <section aria-labelledby="refunds-heading" className={styles.section}>
      <h2 id="refunds-heading" className={styles.heading}>
        Refunds due
      </h2>
      {refunds.isPending ? (
        <p className={styles.muted}>Loading refunds due...</p>
      ) : refunds.isError ? (
        <p role="alert" className={styles.error}>
          Refunds due could not be loaded.
        </p>
      ) : refunds.data.total === 0 ? (
        <p className={styles.muted}>No refunds due: every payment received went to its order.</p>
      ) : (
        <>
          <p className={styles.summary}>
            {refunds.data.total} payment{refunds.data.total === 1 ? '' : 's'} to pay back
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Why</th>
                <th scope="col">Method</th>
                <th scope="col">Reference</th>
                <th scope="col">Amount</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {refunds.data.refunds.map((refund) => (
                <tr key={refund.paymentId + refund.receivedAt}>
                  <td>{refund.publicId ?? (refund.orderId ? `${refund.orderId} (deleted)` : 'No order')}</td>
                  <td>
                    {REFUND_REASONS[refund.reason] ?? refund.reason}
                    {refund.reason === 'unmatched' && refund.detail ? (
                      <span className={styles.muted}> ({refund.detail})</span>
                    ) : null}
                  </td>
                  <td>{refund.method === 'mpesa' ? 'M-Pesa' : refund.method}</td>
                  <td>{refund.reference || '-'}</td>
                  <td>{formatKsh(refund.amount)}</td>
                  <td>{formatDateTime(refund.receivedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
