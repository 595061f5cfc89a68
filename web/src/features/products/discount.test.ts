import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('is the share of the original price taken off, rounded down: never overstated', () => {
    expect(discountPercent(45999, 52999)).toBe(13);
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(2, 3)).toBe(33);
    expect(discountPercent(78500, 100000)).toBe(21);
    expect(discountPercent(1, 3)).toBe(66);
    expect(discountPercent(0.29, 0.3)).toBe(3);
  });

  it('is absent under one percent', () => {
    expect(discountPercent(99950, 100000)).toBeNull();
  });

  it('is absent when there is no original price or it does not exceed the price', () => {
    expect(discountPercent(45999, null)).toBeNull();
    expect(discountPercent(45999, undefined)).toBeNull();
    expect(discountPercent(45999, 45999)).toBeNull();
    expect(discountPercent(45999, 40000)).toBeNull();
  });
});
