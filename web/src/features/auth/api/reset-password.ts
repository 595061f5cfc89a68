import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { postDocumented, type ResponseOf, type Schemas } from '@/lib/api-contract';

import { passwordField } from '@/lib/validation';

/** The new password on /reset-password?token=..., typed twice. */
export const resetPasswordSchema = z
  .object({
    password: passwordField('Password is required'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const RESET_LINK_INVALID_MESSAGE = 'This reset link is invalid or has expired';

/**
 * `POST /auth/reset-password` `{ token, password }` -> `{ message }`; 400 'This reset link is
 * invalid or has expired'.
 */
export function resetPassword(request: Required<Schemas['ResetForm']>): Promise<ResponseOf<'/auth/reset-password', 'post'>> {
  return postDocumented('/auth/reset-password', { body: request });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
