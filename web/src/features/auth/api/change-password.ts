import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { putDocumented, type Conforms, type ResponseOf, type Schemas } from '@/lib/api-contract';

import { passwordField } from '@/lib/validation';

/** The account's Security tab (customer-side.md section 5, "Password change"). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordField(),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: "New passwords don't match",
    path: ['confirmPassword'],
  })
  .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword }));

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordRequest = Conforms<z.output<typeof changePasswordSchema>, Schemas['PasswordForm']>;

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';
export const PASSWORD_FAILED_MESSAGE = 'Failed to update password';

/**
 * `PUT /auth/password` -> `{ message }`; 400 with `fields.currentPassword` 'Current password
 * is incorrect' or `fields.newPassword`.
 */
export function changePassword(request: ChangePasswordRequest): Promise<ResponseOf<'/auth/password', 'put'>> {
  return putDocumented('/auth/password', { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
