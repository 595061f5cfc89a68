import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { AlertIcon, CheckIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';

import {
  RESET_LINK_INVALID_MESSAGE,
  resetPasswordSchema,
  useResetPassword,
  type ResetPasswordInput,
} from '../api/reset-password';
import { useSchemaForm } from '@/lib/use-schema-form';
import styles from './auth-form.module.css';
import { PasswordInput } from '@/components/ui/password-input';

const RESET_FAILED_MESSAGE = 'Failed to reset your password. Please try again.';

const EMPTY: ResetPasswordInput = { password: '', confirmPassword: '' };

function InvalidLink({ message }: { message: string }) {
  return (
    <div className={styles.done} role="alert">
      <span className={styles.doneIcon} data-tone="danger">
        <AlertIcon size={28} />
      </span>
      <h2 className={styles.doneTitle}>{message}</h2>
      <p>Reset links work once and for 30 minutes. Ask for a new one and use the latest email.</p>
      <div className={styles.actions}>
        <ButtonLink to="/forgot-password">Get a new link</ButtonLink>
        <ButtonLink to="/login" variant="secondary">
          Back to login
        </ButtonLink>
      </div>
    </div>
  );
}

/** The new password for the account the emailed link (`token`) belongs to. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useSchemaForm(resetPasswordSchema, EMPTY, { idPrefix: 'reset' });
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const reset = useResetPassword();

  if (!token) return <InvalidLink message={RESET_LINK_INVALID_MESSAGE} />;
  if (failure) return <InvalidLink message={failure} />;

  if (done) {
    return (
      <div className={styles.done} role="status">
        <span className={styles.doneIcon}>
          <CheckIcon size={28} />
        </span>
        <h2 className={styles.doneTitle}>Password changed</h2>
        <p>{done}</p>
        <ButtonLink to="/login">Go to login</ButtonLink>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(undefined);
    const values = form.validate();
    if (!values) return;
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: (answer) => setDone(answer.message),
        onError: (error) => {
          if (form.showServerErrors(error)) return;
          if (isApiError(error) && error.status === 400) setFailure(error.message);
          else setAlert(isApiError(error) ? error.message : RESET_FAILED_MESSAGE);
        },
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      {alert && (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      )}
      <PasswordInput
        id="reset-password"
        label="New password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        required
        value={form.values.password}
        onChange={(event) => form.setField('password', event.target.value)}
        error={form.errors.password}
      />
      <PasswordInput
        id="reset-confirmPassword"
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={form.values.confirmPassword}
        onChange={(event) => form.setField('confirmPassword', event.target.value)}
        error={form.errors.confirmPassword}
      />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending} loadingLabel="Saving">
        Set New Password
      </Button>
      <p className={styles.note}>
        Remembered it? <Link to="/login">Back to login</Link>
      </p>
    </form>
  );
}
