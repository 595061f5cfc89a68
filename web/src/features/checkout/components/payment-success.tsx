import { useEffect, useRef } from 'react';

import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { paymentMethodLabel } from '@/config/payment-methods';
import { formatKsh } from '@/lib/format';

import styles from './checkout-form.module.css';

type PaymentSuccessProps = {
  method: string;
  publicId: string;
  total: number;
  /** The M-Pesa receipt, when M-Pesa gave one. */
  transactionId?: string;
  onContinue: () => void;
};

/** 'Payment Successful' after an M-Pesa payment, on the way to the order confirmation. */
export function PaymentSuccess({ method, publicId, total, transactionId, onContinue }: PaymentSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.success} aria-labelledby="payment-success-heading">
      <span className={styles.successTick} aria-hidden="true">
        <CheckIcon size={32} />
      </span>
      <h2 id="payment-success-heading" ref={heading} tabIndex={-1} className={styles.successTitle}>
        Payment Successful
      </h2>
      <p>
        We received your {paymentMethodLabel(method)} payment of {formatKsh(total)} for order <strong>{publicId}</strong>.
      </p>
      {transactionId && (
        <p>
          {method === 'mpesa' ? 'M-Pesa receipt' : 'Transaction ID'}: <strong data-testid="payment-reference">{transactionId}</strong>
        </p>
      )}
      <Button size="lg" onClick={onContinue}>
        Continue to Order Confirmation
      </Button>
      <p className={styles.muted} role="status">
        Taking you to your order confirmation…
      </p>
    </section>
  );
}
