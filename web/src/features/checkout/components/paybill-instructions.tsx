import { useEffect, useId } from 'react';

import { PAYBILL_POLL_INTERVAL_MS } from '@/config/payments';
import { formatKsh } from '@/lib/format';
import { getOrder } from '@/lib/orders/get-order';
import { isPaid } from '@/lib/orders/order-payment';
import type { Order } from '@/types/order';

import type { OrderToPay } from '../payments';
import styles from './checkout-form.module.css';

/** The Paybill fallback of an order (issue 23): where to pay, and what to do once it is paid. */
export type Paybill = {
  /** The shop's Paybill number (`GET /api/payments/config`'s `paybill`). */
  number: string;
  order: OrderToPay;
  /** The order turned out paid (by Paybill, or by the prompt after all). */
  onPaid: (order: Order) => void;
};

/** What M-Pesa asks for, in whole shillings: the order's total rounded up, as the prompt asks. */
export function paybillAmount(total: number): number {
  return Math.ceil(total);
}

/**
 * 'Pay via M-Pesa Paybill 174379, account SF7K3M9QXA': the steps on the phone's M-Pesa menu,
 * while the order is read every few seconds until it shows the payment.
 */
export function PaybillInstructions({ number, order, onPaid }: Paybill) {
  const titleId = useId();
  const amount = paybillAmount(order.total);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      getOrder(order.orderId, controller.signal)
        .then((current) => {
          if (!controller.signal.aborted && isPaid(current)) {
            controller.abort();
            window.clearInterval(timer);
            onPaid(current);
          }
        })
        .catch(() => {
          // A read that fails is a poll without an answer; the next one asks again.
        });
    }, PAYBILL_POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [order.orderId, onPaid]);

  return (
    <section className={styles.paybill} aria-labelledby={titleId} data-testid="paybill-instructions">
      <h4 id={titleId} className={styles.paybillTitle}>
        Pay via M-Pesa Paybill <strong data-testid="paybill-number">{number}</strong>, account{' '}
        <strong data-testid="paybill-account">{order.publicId}</strong>
      </h4>
      <ol className={styles.paybillSteps}>
        <li>On your phone, open M-Pesa and choose Lipa na M-Pesa, then Pay Bill.</li>
        <li>
          Business number: <strong>{number}</strong>
        </li>
        <li>
          Account number: <strong>{order.publicId}</strong>
        </li>
        <li>
          Amount: <strong data-testid="paybill-amount">{formatKsh(amount)}</strong> (exactly this amount)
        </li>
        <li>Enter your M-Pesa PIN and confirm.</li>
      </ol>
      <p className={styles.statusHint}>This page updates by itself once your payment arrives. Please keep it open.</p>
    </section>
  );
}
