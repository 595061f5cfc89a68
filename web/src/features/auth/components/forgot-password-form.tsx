import { useState, type FormEvent } from 'react';

import { CheckIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';

import {
  forgotPasswordSchema,
  RESET_EMAIL_FAILED_MESSAGE,
  RESET_EMAIL_SENT_MESSAGE,
  useRequestPasswordReset,
  type ForgotPasswordInput,
} from '../api/forgot-password';
import { useSchemaForm } from '@/lib/use-schema-form';
import styles from './auth-form.module.css';

const EMPTY: ForgotPasswordInput = { email: '' };

/** An email box, then 'Check your email' with 'try again' and back to login. */
export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordSchema, EMPTY, { idPrefix: 'forgot' });
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestPasswordReset();
  const { toast } = useToast();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    request.mutate(body, {
      onSuccess: () => {
        setSentTo(body.email);
        toast({ type: 'success', message: RESET_EMAIL_SENT_MESSAGE });
      },
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        toast({ type: 'error', message: RESET_EMAIL_FAILED_MESSAGE });
      },
    });
  }

  if (sentTo) {
    return (
      <div className={styles.done} role="status">
        <span className={styles.doneIcon}>
          <CheckIcon size={28} />
        </span>
        <h2 className={styles.doneTitle}>Check your email</h2>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The
          link is valid for 30 minutes.
        </p>
        <p className={styles.note}>
          Didn't get it? Check your spam folder, or{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSentTo(undefined);
              form.reset({ email: sentTo });
            }}
          >
            try again
          </Button>
        </p>
        <ButtonLink to="/login" variant="secondary">
          Back to login
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Input
        id="forgot-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={form.values.email}
        onChange={(event) => form.setField('email', event.target.value)}
        error={form.errors.email}
      />
      <Button type="submit" size="lg" fullWidth loading={request.isPending} loadingLabel="Sending">
        Send Reset Link
      </Button>
    </form>
  );
}
