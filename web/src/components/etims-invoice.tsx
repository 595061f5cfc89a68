import { formatDateTime, formatNumber } from '@/lib/format';
import { creditNotes, cuDateTime, NOT_YET_VALID_TEXT, NOT_YET_VALID_TITLE, qrImageSource, saleInvoice, type EtimsInvoice } from '@/lib/orders/etims';

import styles from './etims-invoice.module.css';

type Props = { order: { etims_invoices: EtimsInvoice[]; buyer_pin?: string | null } };

/**
 * The tax invoice as KRA eTIMS signed it: the control unit's invoice number, its date and time,
 * the MRC number, the internal data, the signature and the QR code that verifies it; or, before
 * KRA signed it, that it is not yet a valid tax invoice (nothing is invented meanwhile). An
 * admin's order also carries the send queue's state (`queue`): when it was queued, the attempts
 * so far and KRA's last failure, shown while it waits.
 */
export function EtimsInvoiceDetails({ order }: Props) {
  const sale = saleInvoice(order);
  if (!sale) return null;
  return (
    <div className={styles.block} data-testid="etims-invoice">
      {!sale.signed ? (
        <div role="note" className={styles.pending}>
          <strong>{NOT_YET_VALID_TITLE}</strong>
          <p>{NOT_YET_VALID_TEXT}</p>
          {sale.queue && (
            <dl className={styles.facts} data-testid="etims-queue">
              <div>
                <dt>Invoice number</dt>
                <dd>{sale.invoice_number}</dd>
              </div>
              <div>
                <dt>Queued</dt>
                <dd>{formatDateTime(sale.queue.queued_at)}</dd>
              </div>
              <div>
                <dt>Attempts</dt>
                <dd data-testid="etims-attempts">{formatNumber(sale.queue.attempts)}</dd>
              </div>
              <div>
                <dt>Last error</dt>
                <dd className={styles.code} data-testid="etims-last-error">{sale.queue.last_error || 'None'}</dd>
              </div>
            </dl>
          )}
        </div>
      ) : (
        <div className={styles.signed}>
          <dl className={styles.facts}>
            <div>
              <dt>Invoice number</dt>
              <dd>{sale.invoice_number}</dd>
            </div>
            <div>
              <dt>CU invoice number</dt>
              <dd data-testid="etims-cu-number">{sale.cu_invoice_number}</dd>
            </div>
            <div>
              <dt>CU date and time</dt>
              <dd>{cuDateTime(sale.cu_date_time)}</dd>
            </div>
            <div>
              <dt>MRC number</dt>
              <dd>{sale.mrc_no}</dd>
            </div>
            <div>
              <dt>Internal data</dt>
              <dd className={styles.code}>{sale.internal_data}</dd>
            </div>
            <div>
              <dt>Receipt signature</dt>
              <dd className={styles.code} data-testid="etims-signature">{sale.receipt_signature}</dd>
            </div>
            {order.buyer_pin && (
              <div>
                <dt>Buyer KRA PIN</dt>
                <dd>{order.buyer_pin}</dd>
              </div>
            )}
          </dl>
          {sale.qr_svg && (
            <img
              className={styles.qr}
              src={qrImageSource(sale.qr_svg)}
              alt={`QR code to verify invoice ${sale.cu_invoice_number} with KRA`}
              data-testid="etims-qr"
              data-verification={sale.verification}
              width={132}
              height={132}
            />
          )}
        </div>
      )}
      {creditNotes(order).map((note) => (
        <p key={note.invoice_number} className={styles.note}>
          Credit note {note.invoice_number} credits invoice {note.original_invoice_number} in full
          {note.signed ? ` (CU ${note.cu_invoice_number})` : ' (not yet signed by KRA)'}.
        </p>
      ))}
    </div>
  );
}
