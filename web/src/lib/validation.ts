import { z } from 'zod';

import { parseKenyanPhone, PHONE_INVALID } from './phone';

/**
 * The account forms' shared rules, with the spec's messages (customer-side.md section 5,
 * admin-side.md section 5).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export { PHONE_INVALID };

/** Required, then address-like; `invalidMessage` differs per screen ('Email is invalid', ...). */
export function emailField(invalidMessage: string) {
  return z.string().trim().min(1, 'Email is required').regex(EMAIL_PATTERN, invalidMessage);
}

/** At least 6 characters; `requiredMessage` is shown for an empty box when given. */
export function passwordField(requiredMessage?: string) {
  const base = z.string();
  return (requiredMessage ? base.min(1, requiredMessage) : base).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT);
}

/** A Kenyan mobile number by the shop's one rule (lib/phone), as the server stores it: '0712 345 678' -> '254712345678'. */
export function normalisePhone(value: string): string {
  return parseKenyanPhone(value) ?? value.trim();
}

/** Required, a Kenyan mobile number in any accepted form (lib/phone); sent as 2547XXXXXXXX. */
export const phoneField = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .refine((value) => parseKenyanPhone(value) !== null, PHONE_INVALID)
  .transform(normalisePhone);
