/**
 * THE rule for a Kenyan mobile number wherever one is typed (M-Pesa payer, delivery phone,
 * registration, profile), mirroring shop_common::phone (crates/common/src/phone.rs): `07XX XXX
 * XXX`, `01XX XXX XXX`, `+254 7XX XXX XXX` or `254 7XX XXX XXX`, with spaces, '-' and brackets
 * anywhere and '+' only in front. Both are tested against phone-cases.json. The server stores
 * and sends the number as `2547XXXXXXXX`; the browser checks the same rule to answer at once.
 */
export const PHONE_INVALID = 'Please enter a valid Kenyan phone number (0712 345 678)';

/** `2547XXXXXXXX` for a number in any accepted form, or null. */
export function parseKenyanPhone(text: string): string | null {
  const trimmed = text.trim();
  const plus = trimmed.startsWith('+');
  const rest = plus ? trimmed.slice(1) : trimmed;
  if (!/^[0-9 ()-]*$/.test(rest)) {
    return null;
  }
  const digits = rest.replace(/[ ()-]/g, '');
  let national: string | null = null;
  if (digits.length === 12 && digits.startsWith('254')) {
    national = digits.slice(3);
  } else if (!plus && digits.length === 10 && digits.startsWith('0')) {
    national = digits.slice(1);
  }
  if (national === null || !/^[71]/.test(national)) {
    return null;
  }
  return `254${national}`;
}

/** Whether `text` is a Kenyan mobile number in an accepted form. */
export function isKenyanPhone(text: string): boolean {
  return parseKenyanPhone(text) !== null;
}
