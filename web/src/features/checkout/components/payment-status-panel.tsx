import { useId, useState } from 'react';

import { AlertIcon, ClockIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PaymentMethod } from '@/config/payment-methods';
import { cx } from '@/lib/class-names';
import { formatKsh } from '@/lib/format';

import styles from './checkout-form.module.css';
import { PaybillInstructions, type Paybill } from './paybill-instructions';

/**
 * Where the payment of the current attempt stands (customer-side.md section 4, "M-Pesa
 * payment"): waiting for the payer, failed, or timed out. `requestId` is the M-Pesa prompt's
 * id, `transactionId` the provider's id of a declined card or PayPal payment.
 */
export type PaymentStatus =
  | { state: 'idle' }
  | { state: 'pending'; phone: string; amount: number; requestId: string }
  | { state: 'failed'; method: PaymentMethod; message: string; requestId?: string; transactionId?: string }
  | { state: 'timeout'; requestId: string };

type PaymentStatusPanelProps = {
  status: PaymentStatus;
  /** Sends the M-Pesa prompt again, for the same order. */
  onTryAgain: () => void;
  /** A new attempt is under way. */
  busy: boolean;
  /** The Paybill fallback of the order being paid by M-Pesa, when the shop has a Paybill. */
  paybill?: Paybill | null;
};

const RETRY_ADVICE: Record<PaymentMethod, string> = {
  mpesa: 'No money was taken. Check your phone and try again, or choose another way to pay.',
  card: 'Check your card details or use another card, then place your order again.',
  paypal: 'Check your PayPal email or choose another way to pay, then place your order again.',
  cod: '',
};

function Reference({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <p className={styles.statusReference}>
      {label}: <span data-testid="payment-reference">{value}</span>
    </p>
  );
}

/**
 * 'Waiting for Payment', 'Payment Failed' (with Try Again for M-Pesa) or 'Payment Timeout' (with
 * Try Again). A failed or timed-out M-Pesa prompt shows the Paybill instructions (issue 23); a
 * pending one offers them on request.
 */
export function PaymentStatusPanel({ status, onTryAgain, busy, paybill }: PaymentStatusPanelProps) {
  const titleId = useId();
  const [paybillAsked, setPaybillAsked] = useState(false);
  if (status.state === 'idle') return null;

  if (status.state === 'pending') {
    return (
      <section className={cx(styles.status, styles.statusPending)} role="status" aria-labelledby={titleId}>
        <span aria-hidden="true">
          <Spinner size="sm" />
        </span>
        <div className={styles.statusBody}>
          <h3 id={titleId} className={styles.statusTitle}>
            Waiting for Payment
          </h3>
          <p>
            We sent an M-Pesa payment request of {formatKsh(status.amount)} to <strong>{status.phone}</strong>. Check your
            phone, enter your M-Pesa PIN and confirm the payment.
          </p>
          <p className={styles.statusHint}>This page updates by itself once M-Pesa confirms. Please keep it open.</p>
          <Reference label="Request ID" value={status.requestId} />
          {paybill &&
            (paybillAsked ? (
              <PaybillInstructions {...paybill} />
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setPaybillAsked(true)} className={styles.statusAction}>
                No prompt? Pay via Paybill instead
              </Button>
            ))}
        </div>
      </section>
    );
  }

  const timedOut = status.state === 'timeout';
  const canTryAgain = timedOut || status.method === 'mpesa';
  return (
    <section className={cx(styles.status, styles.statusFailed)} role="alert" aria-labelledby={titleId}>
      {timedOut ? <ClockIcon size={20} /> : <AlertIcon size={20} />}
      <div className={styles.statusBody}>
        <h3 id={titleId} className={styles.statusTitle}>
          {timedOut ? 'Payment Timeout' : 'Payment Failed'}
        </h3>
        {timedOut ? (
          <p>
            We did not hear back from M-Pesa in time. If you completed the payment on your phone, it shows under My Orders
            shortly; otherwise, try again.
          </p>
        ) : (
          <>
            <p className={styles.statusReason}>{status.message}</p>
            <p>{RETRY_ADVICE[status.method]}</p>
          </>
        )}
        <Reference label="Request ID" value={status.requestId} />
        {!timedOut && <Reference label="Transaction ID" value={status.transactionId} />}
        {canTryAgain && (
          <Button variant="secondary" size="sm" onClick={onTryAgain} disabled={busy} className={styles.statusAction}>
            Try Again
          </Button>
        )}
        {canTryAgain && paybill && <PaybillInstructions {...paybill} />}
      </div>
    </section>
  );
}
