import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { KENYA_COUNTIES } from '@/config/counties';

import type { CheckoutInput } from '../checkout-schema';
import styles from './checkout-form.module.css';

export type FieldBinding = (field: keyof CheckoutInput) => {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
  disabled: boolean;
};

/** 'Shipping Information': who receives the order and where (customer-side.md section 3). */
export function ShippingFields({ bind, county }: { bind: FieldBinding; county: string }) {
  const counties: readonly string[] =
    county === '' || (KENYA_COUNTIES as readonly string[]).includes(county) ? KENYA_COUNTIES : [county, ...KENYA_COUNTIES];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>Shipping Information</legend>
      <div className={styles.row}>
        <Input label="First Name" autoComplete="given-name" required {...bind('firstName')} />
        <Input label="Last Name" autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <div className={styles.row}>
        <Input label="Email" type="email" inputMode="email" autoComplete="email" required {...bind('email')} />
        <Input label="Phone" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="0712 345 678" required {...bind('phone')} />
      </div>
      <Input label="Address" autoComplete="street-address" placeholder="Street, building, house number" required {...bind('address')} />
      <div className={styles.row3}>
        <Input label="City" autoComplete="address-level2" required {...bind('city')} />
        <Select
          label="County"
          placeholder="Select a county"
          required
          options={counties.map((name) => ({ value: name, label: name }))}
          {...bind('state')}
        />
        <Input label="Postal Code" autoComplete="postal-code" inputMode="numeric" placeholder="00100" required {...bind('zipCode')} />
      </div>
      <Input
        label="Business KRA PIN (optional)"
        placeholder="P051234567X"
        autoComplete="off"
        hint="For a tax invoice in your business's name, to claim the VAT"
        {...bind('buyerPin')}
      />
    </fieldset>
  );
}
