/**
 * The format checks of the card fields (DECISIONS.md, "Payments": card numbers are checked
 * with Luhn), the same the payments service makes, so a typo is caught before anything is sent.
 */

/** The digits of a card number as typed: spaces and dashes are ignored. */
export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** 12 to 19 digits passing the Luhn check. */
export function isValidCardNumber(cardNumber: string): boolean {
  const digits = cardDigits(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type ExpiryProblem = 'invalid' | 'expired';

/**
 * 'MM/YY' (or 'MM/YYYY'): null when the card is valid through the end of that month, 'invalid'
 * when it is not a month, 'expired' when the month has passed.
 */
export function expiryProblem(expiryDate: string, now: Date = new Date()): ExpiryProblem | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiryDate.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'invalid';
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? 'expired' : null;
}

/** 3 or 4 digits. */
export function isValidCvv(cvv: string): boolean {
  return /^\d{3,4}$/.test(cvv.trim());
}
