import { useEffect, useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';

import { newsletterSchema, useSubscribe } from '../api/subscribe';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_SUCCESS_MESSAGE = 'Thank you for subscribing!';
export const NEWSLETTER_FAILURE_MESSAGE = 'Failed to subscribe. Please try again.';
/** How long the success message stays (customer-side.md section 9). */
export const NEWSLETTER_SUCCESS_MS = 5000;

type Status = { kind: 'idle' } | { kind: 'success' } | { kind: 'error'; message: string };

/** The footer's newsletter sign-up: idle, submitting, success (5 s), error. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const subscribe = useSubscribe();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), NEWSLETTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      setStatus({ kind: 'idle' });
      return;
    }
    setFieldError(undefined);
    subscribe.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setStatus({ kind: 'success' });
      },
      onError: (error) => {
        const serverFieldError = isApiError(error) ? error.fields.email : undefined;
        if (serverFieldError) {
          setFieldError(serverFieldError);
          setStatus({ kind: 'idle' });
        } else {
          setStatus({ kind: 'error', message: NEWSLETTER_FAILURE_MESSAGE });
        }
      },
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up">
      <label htmlFor={inputId} className={styles.label}>
        Email address
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          className={styles.input}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          disabled={subscribe.isPending}
        />
        <Button type="submit" variant="accent" loading={subscribe.isPending} loadingLabel="Subscribing">
          Subscribe
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.error} role="alert">
          {fieldError}
        </p>
      )}
      <div aria-live="polite">
        {status.kind === 'success' && <p className={styles.success}>{NEWSLETTER_SUCCESS_MESSAGE}</p>}
      </div>
      {status.kind === 'error' && (
        <p className={styles.error} role="alert">
          {status.message}
        </p>
      )}
    </form>
  );
}
