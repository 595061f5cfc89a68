import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';

import type { AuthSession } from '@/types/user';
import { emailField, passwordField } from '@/lib/validation';

/** Login form and request (customer-side.md section 5, "Login"). */
export const loginSchema = z.object({
  email: emailField('Email is invalid'),
  password: passwordField('Password is required'),
  /** Remember me: the server issues a longer-lived token and the browser keeps it. */
  remember: z.boolean(),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequest = Conforms<z.output<typeof loginSchema>, Schemas['LoginForm']>;

export const LOGIN_FAILED_MESSAGE = 'Login failed';

/** `POST /auth/login` -> `{ user, token }`; 401 'Invalid email or password'; 429 after 5 failures. */
export function login(request: LoginRequest): Promise<AuthSession> {
  return postDocumented('/auth/login', { body: request });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
