import { TruckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { formatKsh } from '@/lib/format';

import type { CheckoutInput } from '../checkout-schema';
import type { Quote } from '../types';
import styles from './checkout-form.module.css';

type DeliveryStepProps = {
  values: CheckoutInput;
  quote: Quote | undefined;
  /** Back to the address step (a phone's step list); absent when the address is on the same page. */
  onChangeAddress?: () => void;
};

/**
 * The checkout's delivery step: where the order goes and what delivery costs, as the server
 * quoted it. The delivery choice (zones, express, pickup points) is added here as its own
 * component.
 */
export function DeliveryStep({ values, quote, onChangeAddress }: DeliveryStepProps) {
  const place = [values.address, values.city, values.state, values.zipCode].map((part) => part.trim()).filter(Boolean).join(', ');
  const name = `${values.firstName} ${values.lastName}`.trim();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Delivery</legend>
      <div className={styles.shipTo}>
        <p>
          <strong>Delivering to</strong>
          <br />
          <span data-testid="delivery-address">{[name, place, values.phone.trim()].filter(Boolean).join(' · ')}</span>
        </p>
        {onChangeAddress && (
          <Button variant="ghost" size="sm" onClick={onChangeAddress}>
            Change
          </Button>
        )}
      </div>
      {quote && (
        <p className={styles.deliveryFee}>
          <TruckIcon size={18} /> Delivery:{' '}
          <strong>{quote.shipping_fee > 0 ? formatKsh(quote.shipping_fee) : 'Free'}</strong>
        </p>
      )}
    </fieldset>
  );
}
