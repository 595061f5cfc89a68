import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import {
  PROFILE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  profileSchema,
  useUpdateProfile,
  type ProfileInput,
} from '../api/update-profile';
import { useAuth } from '@/lib/auth/auth-provider';
import { useSchemaForm } from '@/lib/use-schema-form';
import { KENYA_COUNTIES } from '@/config/counties';
import type { User } from '@/types/user';
import styles from './auth-form.module.css';

function valuesOf(user: User): ProfileInput {
  const { name, email, phone, address, city, state, zipCode } = user;
  return { name, email, phone, address, city, state, zipCode };
}

/** The Profile tab: name, contact details and the delivery address, saved with PUT /auth/profile. */
export function ProfileForm({ user }: { user: User }) {
  const form = useSchemaForm(profileSchema, valuesOf(user), { idPrefix: 'profile' });
  const [failure, setFailure] = useState<string>();
  const update = useUpdateProfile();
  const { updateUser } = useAuth();
  const { toast } = useToast();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const request = form.validate();
    if (!request) return;
    update.mutate(request, {
      onSuccess: (saved) => {
        updateUser(saved);
        form.reset(valuesOf(saved));
        toast({ type: 'success', message: PROFILE_UPDATED_MESSAGE });
      },
      onError: (error) => {
        toast({ type: 'error', message: PROFILE_FAILED_MESSAGE });
        if (form.showServerErrors(error)) return;
        setFailure(isApiError(error) ? error.message : PROFILE_FAILED_MESSAGE);
      },
    });
  }

  const { values, errors, setField } = form;
  const text = (field: keyof ProfileInput) => ({
    id: `profile-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    error: errors[field],
  });
  const counties = KENYA_COUNTIES.includes(values.state as (typeof KENYA_COUNTIES)[number]) || !values.state
    ? KENYA_COUNTIES
    : [values.state, ...KENYA_COUNTIES];

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Profile">
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.row}>
        <Input label="Full name" autoComplete="name" required {...text('name')} />
        <Input label="Email" type="email" autoComplete="email" inputMode="email" required {...text('email')} />
      </div>
      <div className={styles.row}>
        <Input
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="0712 345 678"
          {...text('phone')}
        />
        <Input label="City" autoComplete="address-level2" {...text('city')} />
      </div>
      <Input label="Address" autoComplete="street-address" placeholder="Street, building, house number" {...text('address')} />
      <div className={styles.row}>
        <Select
          label="County"
          placeholder="Select a county"
          options={counties.map((county) => ({ value: county, label: county }))}
          {...text('state')}
        />
        <Input label="Postal Code" autoComplete="postal-code" inputMode="numeric" placeholder="00100" {...text('zipCode')} />
      </div>
      <div>
        <Button type="submit" loading={update.isPending} loadingLabel="Saving">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
