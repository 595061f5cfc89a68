import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

import { LOGIN_FAILED_MESSAGE, loginSchema, useLogin, type LoginInput } from '../api/login';
import { useAuth } from '@/lib/auth/auth-provider';
import { useSchemaForm } from '@/lib/use-schema-form';
import { pathAfterSignIn } from '@/lib/auth/redirects';
import { isAdminUser } from '@/types/user';
import styles from './auth-form.module.css';
import { PasswordInput } from '@/components/ui/password-input';

const EMPTY: LoginInput = { email: '', password: '', remember: false };

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';

/** Email, password with show/hide, Remember me (customer-side.md section 2, "Login"). */
export function LoginForm() {
  const form = useSchemaForm(loginSchema, EMPTY, { idPrefix: 'login' });
  const [failure, setFailure] = useState<string>();
  const login = useLogin();
  const { signIn } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const request = form.validate();
    if (!request) return;
    login.mutate(request, {
      onSuccess: (session) => {
        signIn(session, request.remember);
        toast({ type: 'success', message: LOGIN_SUCCESS_MESSAGE });
        void navigate(pathAfterSignIn(isAdminUser(session.user), location.state), { replace: true });
      },
      onError: (error) => {
        if (form.showServerErrors(error)) return;
        setFailure(isApiError(error) ? error.message : LOGIN_FAILED_MESSAGE);
      },
    });
  }

  const { values, errors, setField } = form;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign in">
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <Input
        id="login-email"
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(event) => setField('email', event.target.value)}
        error={errors.email}
      />
      <PasswordInput
        id="login-password"
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => setField('password', event.target.value)}
        error={errors.password}
      />
      <div className={styles.between}>
        <Checkbox
          id="login-remember"
          label="Remember me"
          name="remember"
          checked={values.remember}
          onChange={(event) => setField('remember', event.target.checked)}
        />
        <Link to="/forgot-password" className={styles.link}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={login.isPending} loadingLabel="Signing in">
        Sign In
      </Button>
    </form>
  );
}
