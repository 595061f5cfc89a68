import { InfoIcon } from '@/components/icons';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { DELIVERY_TIME_SLOTS, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/config/payment-methods';

import styles from './checkout-form.module.css';
import type { FieldBinding } from './shipping-fields';

type PaymentDetailsProps = { method: PaymentMethod; bind: FieldBinding };

function ComingSoon({ method }: { method: PaymentMethod }) {
  return (
    <p className={styles.comingSoon}>
      <InfoIcon size={18} /> {PAYMENT_METHOD_LABELS[method]} payments are coming soon. For now, please choose Cash on
      Delivery.
    </p>
  );
}

/** 'Payment Details': the fields the chosen method needs. */
export function PaymentDetails({ method, bind }: PaymentDetailsProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Payment Details</legend>
      {method === 'card' && (
        <>
          <ComingSoon method={method} />
          <Input label="Card Number" inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" required {...bind('cardNumber')} />
          <div className={styles.row3}>
            <Input label="Expiry Date" autoComplete="cc-exp" placeholder="MM/YY" hint="MM/YY" required {...bind('expiryDate')} />
            <Input label="CVV" inputMode="numeric" autoComplete="cc-csc" placeholder="123" required {...bind('cvv')} />
            <Input label="Cardholder Name" autoComplete="cc-name" required {...bind('cardName')} />
          </div>
        </>
      )}
      {method === 'mpesa' && (
        <>
          <ComingSoon method={method} />
          <Input
            label="M-Pesa Phone Number"
            type="tel"
            inputMode="tel"
            placeholder="254712345678"
            hint="The number that receives the M-Pesa payment prompt, starting with 254."
            required
            {...bind('mpesaPhone')}
          />
        </>
      )}
      {method === 'paypal' && (
        <>
          <ComingSoon method={method} />
          <Input label="PayPal Email" type="email" inputMode="email" autoComplete="email" required {...bind('paypalEmail')} />
        </>
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
    </fieldset>
  );
}
