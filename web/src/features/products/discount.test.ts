import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('is the rounded share of the original price taken off', () => {
    expect(discountPercent(45999, 52999)).toBe(13);
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(2, 3)).toBe(33);
  });

  it('is absent when there is no original price or it does not exceed the price', () => {
    expect(discountPercent(45999, null)).toBeNull();
    expect(discountPercent(45999, undefined)).toBeNull();
    expect(discountPercent(45999, 45999)).toBeNull();
    expect(discountPercent(45999, 40000)).toBeNull();
  });
});
