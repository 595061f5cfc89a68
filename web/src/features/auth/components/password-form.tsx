import type { FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import {
  changePasswordSchema,
  PASSWORD_FAILED_MESSAGE,
  PASSWORD_UPDATED_MESSAGE,
  useChangePassword,
  type ChangePasswordInput,
} from '../api/change-password';
import { useSchemaForm } from '@/lib/use-schema-form';
import styles from './auth-form.module.css';
import { PasswordInput } from '@/components/ui/password-input';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The Security tab: change the password with PUT /auth/password. */
export function PasswordForm() {
  const form = useSchemaForm(changePasswordSchema, EMPTY, { idPrefix: 'security' });
  const change = useChangePassword();
  const { toast } = useToast();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    change.mutate(request, {
      onSuccess: () => {
        form.reset();
        toast({ type: 'success', message: PASSWORD_UPDATED_MESSAGE });
      },
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        toast({ type: 'error', message: isApiError(error) ? error.message : PASSWORD_FAILED_MESSAGE });
      },
    });
  }

  const { values, errors, setField } = form;
  const password = (field: keyof ChangePasswordInput) => ({
    id: `security-${field}`,
    name: field,
    required: true,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    error: errors[field],
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Change password">
      <PasswordInput label="Current password" autoComplete="current-password" {...password('currentPassword')} />
      <div className={styles.row}>
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters"
          {...password('newPassword')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...password('confirmPassword')} />
      </div>
      <div>
        <Button type="submit" loading={change.isPending} loadingLabel="Updating">
          Update Password
        </Button>
      </div>
    </form>
  );
}
