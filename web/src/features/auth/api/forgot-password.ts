import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { postDocumented, type Conforms, type ResponseOf, type Schemas } from '@/lib/api-contract';

import { emailField } from '@/lib/validation';

/** Forgot password (customer-side.md section 5). */
export const forgotPasswordSchema = z.object({ email: emailField('Please enter a valid email address') });

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordRequest = Conforms<z.output<typeof forgotPasswordSchema>, Schemas['ForgotForm']>;

export const RESET_EMAIL_SENT_MESSAGE = 'Password reset email sent!';
export const RESET_EMAIL_FAILED_MESSAGE = 'Failed to send reset email. Please try again.';

/**
 * `POST /auth/forgot-password` -> 200 whether or not the account exists (so the answer does
 * not reveal who has an account); the email holds a link to /reset-password valid 30 minutes.
 */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<ResponseOf<'/auth/forgot-password', 'post'>> {
  return postDocumented('/auth/forgot-password', { body: request });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
