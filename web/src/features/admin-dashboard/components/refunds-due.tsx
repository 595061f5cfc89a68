import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { QueryBody } from '@/components/query-body';
import { RefundAction } from '@/components/refund/refund-action';
import { formatDateTime, formatKsh } from '@/lib/format';

import { REFUND_REASONS, useRefundsDue, type RefundDue } from '../api/get-refunds-due';
import styles from './refunds-due.module.css';

/** Every refund due comes at once, so its columns sort here. */
const COLUMNS: DataTableColumn<RefundDue>[] = [
  {
    id: 'order',
    header: 'Order',
    sortValue: (refund) => refund.publicId ?? refund.orderId ?? '',
    cell: (refund) => refund.publicId ?? (refund.orderId ? `${refund.orderId} (deleted)` : 'No order'),
  },
  {
    id: 'why',
    header: 'Why',
    cell: (refund) => (
      <>
        {REFUND_REASONS[refund.reason] ?? refund.reason}
        {refund.reason === 'unmatched' && refund.detail ? <span className={styles.muted}> ({refund.detail})</span> : null}
      </>
    ),
  },
  { id: 'method', header: 'Method', cell: (refund) => (refund.method === 'mpesa' ? 'M-Pesa' : refund.method) },
  { id: 'reference', header: 'Reference', cell: (refund) => refund.reference || '-' },
  { id: 'amount', header: 'Amount', align: 'end', sortValue: (refund) => refund.amount, cell: (refund) => formatKsh(refund.amount) },
  { id: 'received', header: 'Received', sortValue: (refund) => refund.receivedAt, cell: (refund) => formatDateTime(refund.receivedAt) },
  {
    id: 'refund',
    header: 'Refund',
    cell: (refund) =>
      refund.method === 'mpesa' ? <RefundAction source={refund.paymentId} amount={refund.amount} refund={refund.refund} /> : 'By its provider',
  },
];

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
      <QueryBody
        query={refunds}
        loadingText="Loading refunds due..."
        headingLevel="h3"
        error={{ title: 'Could not load the refunds due', message: 'Refunds due could not be loaded. Please try again.' }}
        isEmpty={(due) => due.total === 0}
        empty={{ title: 'No refunds due', description: 'Every payment received went to its order.' }}
      >
        {(due) => (
          <>
            <p className={styles.summary}>
              {due.total} payment{due.total === 1 ? '' : 's'} to pay back
            </p>
            <DataTable caption="Refunds due" columns={COLUMNS} rows={due.refunds} rowKey={(refund) => refund.paymentId + refund.receivedAt} />
          </>
        )}
      </QueryBody>
    </section>
  );
}
