import { beforeEach, describe, expect, it } from 'vitest';

import { forgetIdempotencyKey, idempotencyKeyFor } from './idempotency';

describe('idempotencyKeyFor', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the same request the same key, and a changed request a new one', () => {
    const request = { items: [{ productId: 1, quantity: 2 }], totalAmount: 1658.84 };
    const first = idempotencyKeyFor('place-order', request);
    expect(idempotencyKeyFor('place-order', { ...request })).toBe(first);
    const changed = idempotencyKeyFor('place-order', { ...request, totalAmount: 1700 });
    expect(changed).not.toBe(first);
    expect(idempotencyKeyFor('other', request)).not.toBe(changed);
  });

  it('starts afresh once forgotten', () => {
    const request = { orderId: 'SF123' };
    const first = idempotencyKeyFor('pay', request);
    forgetIdempotencyKey('pay');
    expect(idempotencyKeyFor('pay', request)).not.toBe(first);
  });

  it('sends only header-safe characters', () => {
    expect(idempotencyKeyFor('x', 1)).toMatch(/^[A-Za-z0-9_:.-]{1,100}$/);
  });
});
