import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { postDocumented, type Conforms, type Schemas } from '@/lib/api-contract';

import type { AuthSession } from '@/types/user';
import { emailField, passwordField, phoneField } from '@/lib/validation';

/**
 * The registration form (customer-side.md section 5, "Register"). Its output is the request:
 * first and last name joined by a space, the phone as its 10 digits.
 */
export const registerSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email: emailField('Email is invalid'),
    phone: phoneField,
    password: passwordField('Password is required'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    terms: z.boolean().refine(Boolean, 'You must accept the Terms of Service and Privacy Policy'),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .transform(({ firstName, lastName, email, phone, password }) => ({
    name: `${firstName} ${lastName}`,
    email,
    phone,
    password,
  }));

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = Conforms<z.output<typeof registerSchema>, Schemas['RegisterForm']>;

export const REGISTRATION_FAILED_MESSAGE = 'Registration failed';

/** The server names the joined `name`; its message belongs under the first-name box. */
export const REGISTER_SERVER_FIELDS: Record<string, keyof RegisterInput> = { name: 'firstName' };

/** `POST /auth/register` -> 201 `{ user, token }`; 400 with `fields`; 409 'Email already registered'. */
export function register(request: RegisterRequest): Promise<AuthSession> {
  return postDocumented('/auth/register', { body: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
