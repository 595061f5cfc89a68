import { z } from 'zod';

/**
 * The account forms' shared rules, with the spec's messages (customer-side.md section 5,
 * admin-side.md section 5).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;
export const PHONE_DIGITS = 10;

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PHONE_INVALID = `Phone number must be ${PHONE_DIGITS} digits`;

/** Required, then address-like; `invalidMessage` differs per screen ('Email is invalid', ...). */
export function emailField(invalidMessage: string) {
  return z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, invalidMessage);
}

/** At least 6 characters; `requiredMessage` is shown for an empty box when given. */
export function passwordField(requiredMessage?: string) {
  const base = z.string();
  return (requiredMessage ? base.min(1, requiredMessage) : base).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT);
}

/** '0712 345 678' -> '0712345678'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Required, exactly 10 digits once spaces, dashes and the like are removed; sent as digits. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .refine((value) => phoneDigits(value).length === PHONE_DIGITS, PHONE_INVALID)
  .transform(phoneDigits);
