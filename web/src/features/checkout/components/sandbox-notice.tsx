import { useId, type ReactNode } from 'react';

import { InfoIcon } from '@/components/icons';
import type { PaymentMethod } from '@/config/payment-methods';
import { SANDBOX_TEST_VALUES } from '@/config/payments';

import type { PaymentConfig } from '../api/get-payment-config';
import styles from './checkout-form.module.css';

type SandboxNoticeProps = { method: PaymentMethod; config: PaymentConfig | undefined };

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <div className={styles.notice} role="note" aria-labelledby={titleId}>
      <InfoIcon size={18} />
      <div>
        <p id={titleId} className={styles.noticeTitle}>
          {title}
        </p>
        <p>{children}</p>
      </div>
    </div>
  );
}

/**
 * Says when the chosen method's payments are test payments (DECISIONS.md, "Payments": the UI
 * says so while the sandbox provider is configured), with the test values that decide the outcome.
 */
export function SandboxNotice({ method, config }: SandboxNoticeProps) {
  if (method === 'mpesa' && config?.mpesaSandbox) {
    return (
      <Notice title="M-Pesa test mode">
        Payment prompts go to the M-Pesa test system, not to real phones, and no real money moves. Use{' '}
        <strong>{SANDBOX_TEST_VALUES.mpesaSuccessNumber}</strong> to complete a payment; numbers ending in{' '}
        <strong>{SANDBOX_TEST_VALUES.mpesaCancelledEnding}</strong> cancel it.
      </Notice>
    );
  }
  if (method === 'card' && config?.sandbox) {
    return (
      <Notice title="Test payments">
        Card payments are test payments: no real money is charged. Use <strong>{SANDBOX_TEST_VALUES.approvedCard}</strong> to
        approve or <strong>{SANDBOX_TEST_VALUES.declinedCard}</strong> to see a decline, with any future expiry date and any
        3-digit CVV.
      </Notice>
    );
  }
  if (method === 'paypal' && config?.sandbox) {
    return (
      <Notice title="Test payments">
        PayPal payments are test payments: no real money is charged. Any email is approved, except one starting with{' '}
        <strong>{SANDBOX_TEST_VALUES.paypalDeclinePrefix}</strong>.
      </Notice>
    );
  }
  return null;
}
