import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import { usePromoBoxShown } from '../api/get-active-coupons';
import { INVALID_COUPON_MESSAGE, useValidateCoupon } from '../api/validate-coupon';
import { useAppliedCoupon } from '../applied-coupon';
import styles from './promo-code-box.module.css';

/**
 * The promo-code box, shown while any code can be used (`GET /api/coupons/active`).
 * An applied code is kept for checkout and can be removed; it shows even after the campaign
 * ended, so the shopper can see and remove it.
 */
export function PromoCodeBox() {
  const shown = usePromoBoxShown();
  const [applied, setApplied] = useAppliedCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const validate = useValidateCoupon();
  const { toast } = useToast();

  if (applied) {
    return (
      <div className={styles.applied}>
        <p>
          Coupon <strong>{applied}</strong> applied
        </p>
        <Button variant="ghost" size="sm" onClick={() => setApplied(null)} aria-label={`Remove coupon ${applied}`}>
          Remove
        </Button>
      </div>
    );
  }
  if (!shown) return null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') {
      setError(INVALID_COUPON_MESSAGE);
      return;
    }
    validate.mutate(code, {
      onSuccess: (coupon) => {
        setApplied(coupon.code);
        setCode('');
        toast({ type: 'success', message: coupon.description ? `Coupon ${coupon.code} applied: ${coupon.description}` : `Coupon ${coupon.code} applied` });
      },
      onError: (failure) => {
        // A refusal says why ('This code has expired', 'You have already used this code'...).
        const refused = isApiError(failure) && failure.status >= 400 && failure.status < 500;
        if (refused) setError(failure.fields.code || INVALID_COUPON_MESSAGE);
        else setError(isApiError(failure) ? failure.message : INVALID_COUPON_MESSAGE);
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Promo code">
      <Input
        label="Promo Code"
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        error={error}
        fieldClassName={styles.field}
      />
      <Button type="submit" variant="secondary" loading={validate.isPending} loadingLabel="Checking the code" className={styles.apply}>
        Apply
      </Button>
    </form>
  );
}
