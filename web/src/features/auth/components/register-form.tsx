import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import {
  REGISTER_SERVER_FIELDS,
  REGISTRATION_FAILED_MESSAGE,
  registerSchema,
  useRegister,
  type RegisterInput,
} from '../api/register';
import { useAuth } from '@/lib/auth/auth-provider';
import { useSchemaForm } from '@/lib/use-schema-form';
import styles from './auth-form.module.css';
import { PasswordInput } from '@/components/ui/password-input';

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export const REGISTRATION_SUCCESS_MESSAGE = 'Registration successful!';

/**
 * Registration (customer-side.md section 2): success signs the new customer in and goes to /
 * (DECISIONS.md, "Accounts"). The session lasts until the browser closes, as a sign-in
 * without Remember me does.
 */
export function RegisterForm() {
  const form = useSchemaForm(registerSchema, EMPTY, { idPrefix: 'register' });
  const [failure, setFailure] = useState<string>();
  const registration = useRegister();
  const { signIn } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const request = form.validate();
    if (!request) return;
    registration.mutate(request, {
      onSuccess: (session) => {
        signIn(session, false);
        toast({ type: 'success', message: REGISTRATION_SUCCESS_MESSAGE });
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        if (form.showServerErrors(error, REGISTER_SERVER_FIELDS)) return;
        const message = isApiError(error) ? error.message : REGISTRATION_FAILED_MESSAGE;
        setFailure(message);
        toast({ type: 'error', message });
      },
    });
  }

  const { values, errors, setField } = form;
  const text = (field: Exclude<keyof RegisterInput, 'terms'>) => ({
    id: `register-${field}`,
    name: field,
    required: true,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    error: errors[field],
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Create account">
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.row}>
        <Input label="First name" autoComplete="given-name" {...text('firstName')} />
        <Input label="Last name" autoComplete="family-name" {...text('lastName')} />
      </div>
      <Input label="Email" type="email" autoComplete="email" inputMode="email" {...text('email')} />
      <Input
        label="Phone number"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="0712 345 678"
        hint="10 digits, e.g. 0712 345 678"
        {...text('phone')}
      />
      <PasswordInput label="Password" autoComplete="new-password" hint="At least 6 characters" {...text('password')} />
      <PasswordInput label="Confirm password" autoComplete="new-password" {...text('confirmPassword')} />
      <Checkbox
        id="register-terms"
        name="terms"
        checked={values.terms}
        onChange={(event) => setField('terms', event.target.checked)}
        error={errors.terms}
        label={
          <>
            I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
          </>
        }
      />
      <Button type="submit" size="lg" fullWidth loading={registration.isPending} loadingLabel="Creating your account">
        Create Account
      </Button>
    </form>
  );
}
