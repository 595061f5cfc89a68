import type { ReactNode } from 'react';

import { CardIcon, PhoneIcon, StoreIcon } from '@/components/icons';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@/config/payment-methods';
import { cx } from '@/lib/class-names';

import styles from './checkout-form.module.css';

const DESCRIPTIONS: Record<PaymentMethod, string> = {
  card: 'Visa or Mastercard',
  mpesa: 'Pay from your phone with an M-Pesa prompt',
  paypal: 'Pay with your PayPal account',
  cod: 'Pay when your furniture arrives (KSh 100 fee)',
};

const ICONS: Record<PaymentMethod, ReactNode> = {
  card: <CardIcon size={22} />,
  mpesa: <PhoneIcon size={22} />,
  paypal: <CardIcon size={22} />,
  cod: <StoreIcon size={22} />,
};

type PaymentMethodPickerProps = {
  value: PaymentMethod;
  /** The methods offered (the payment settings can turn some off); all by default. */
  methods?: readonly PaymentMethod[];
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  error?: string;
};

/** 'Payment Method': card, M-Pesa, PayPal or cash on delivery, as radio buttons. */
export function PaymentMethodPicker({ value, methods = PAYMENT_METHODS, onChange, disabled = false, error }: PaymentMethodPickerProps) {
  return (
    <fieldset className={styles.section} aria-describedby={error ? 'checkout-paymentMethod-error' : undefined}>
      <legend className={styles.legend}>Payment Method</legend>
      <div className={styles.methods}>
        {methods.map((method) => (
          <label key={method} className={cx(styles.method, value === method && styles.methodChosen)}>
            <input
              type="radio"
              name="paymentMethod"
              id={`checkout-paymentMethod-${method}`}
              value={method}
              checked={value === method}
              disabled={disabled}
              onChange={() => onChange(method)}
              aria-labelledby={`checkout-paymentMethod-${method}-name`}
              aria-describedby={`checkout-paymentMethod-${method}-hint`}
              className={styles.radio}
            />
            <span className={styles.methodIcon} aria-hidden="true">
              {ICONS[method]}
            </span>
            <span className={styles.methodText}>
              <span id={`checkout-paymentMethod-${method}-name`} className={styles.methodName}>
                {PAYMENT_METHOD_LABELS[method]}
              </span>
              <span id={`checkout-paymentMethod-${method}-hint`} className={styles.methodHint}>
                {DESCRIPTIONS[method]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="checkout-paymentMethod-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
