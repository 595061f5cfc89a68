import { describe, expect, it } from 'vitest';

import { expiryProblem, isValidCardNumber, isValidCvv } from './card-details';

describe('card details', () => {
  it('accepts the test cards, with or without spaces, and refuses a typo (Luhn)', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(isValidCardNumber('5555555555554444')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isValidCardNumber('4242')).toBe(false);
    expect(isValidCardNumber('4242 4242 abcd 4242')).toBe(false);
  });

  it('takes MM/YY (or MM/YYYY) valid through the end of its month', () => {
    const now = new Date(2026, 10, 21);
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('12/2026', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('expired');
    expect(expiryProblem('01/20', now)).toBe('expired');
    expect(expiryProblem('13/27', now)).toBe('invalid');
    expect(expiryProblem('00/27', now)).toBe('invalid');
    expect(expiryProblem('1227', now)).toBe('invalid');
  });

  it('takes a CVV of 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});
