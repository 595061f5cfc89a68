import { describe, expect, it } from 'vitest';

import cases from './phone-cases.json';
import { isKenyanPhone, parseKenyanPhone } from './phone';

describe('parseKenyanPhone (the same table as shop_common::phone)', () => {
  it.each(cases.accepted)('accepts %j as %s', (typed, stored) => {
    expect(parseKenyanPhone(typed)).toBe(stored);
    expect(isKenyanPhone(typed)).toBe(true);
  });

  it.each(cases.refused)('refuses %j', (typed) => {
    expect(parseKenyanPhone(typed)).toBeNull();
  });

  it('has a table worth the name', () => {
    expect(cases.accepted.length).toBeGreaterThanOrEqual(10);
    expect(cases.refused.length).toBeGreaterThanOrEqual(10);
  });
});
