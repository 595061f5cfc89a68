import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { DELIVERY_TIME_SLOTS, type PaymentMethod } from '@/config/payment-methods';

import type { PaymentConfig } from '../api/get-payment-config';
import styles from './checkout-form.module.css';
import type { Paybill } from './paybill-instructions';
import { PaymentStatusPanel, type PaymentStatus } from './payment-status-panel';
import { SandboxNotice } from './sandbox-notice';
import type { FieldBinding } from './shipping-fields';

type PaymentDetailsProps = {
  method: PaymentMethod;
  bind: FieldBinding;
  config: PaymentConfig | undefined;
  status: PaymentStatus;
  onTryAgain: () => void;
  busy: boolean;
  paybill?: Paybill | null;
};

/** 'Payment Details': the fields the chosen method needs, the test-payment notice and where the payment stands. */
export function PaymentDetails({ method, bind, config, status, onTryAgain, busy, paybill }: PaymentDetailsProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Payment Details</legend>
      <SandboxNotice method={method} config={config} />
      {method === 'card' && (
        <>
          <Input
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={23}
            required
            {...bind('cardNumber')}
          />
          <div className={styles.row3}>
            <Input label="Expiry Date" autoComplete="cc-exp" placeholder="MM/YY" hint="MM/YY" maxLength={7} required {...bind('expiryDate')} />
            <Input label="CVV" inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} required {...bind('cvv')} />
            <Input label="Cardholder Name" autoComplete="cc-name" required {...bind('cardName')} />
          </div>
        </>
      )}
      {method === 'mpesa' && (
        <Input
          label="M-Pesa Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="0712 345 678"
          hint="The number that receives the M-Pesa payment prompt: 0712 345 678 or 254712345678."
          required
          {...bind('mpesaPhone')}
        />
      )}
      {method === 'paypal' && (
        <Input label="PayPal Email" type="email" inputMode="email" autoComplete="email" required {...bind('paypalEmail')} />
      )}
      {method === 'cod' && (
        <>
          <p className={styles.muted}>
            Pay in cash or by M-Pesa when your order is delivered. A KSh 100 cash-on-delivery fee applies.
          </p>
          <Select
            label="Preferred Delivery Time"
            placeholder="No preference"
            options={DELIVERY_TIME_SLOTS.map((slot) => ({ value: slot.value, label: slot.label }))}
            {...bind('codPreferredTime')}
          />
          <Textarea
            label="Special Instructions"
            placeholder="Gate code, landmarks, who to call on arrival..."
            rows={3}
            {...bind('codSpecialInstructions')}
          />
        </>
      )}
      <PaymentStatusPanel status={status} onTryAgain={onTryAgain} busy={busy} paybill={paybill} />
    </fieldset>
  );
}
