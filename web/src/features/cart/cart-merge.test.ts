import { describe, expect, it } from 'vitest';

import { cartFingerprint, mergeCarts } from './cart-merge';
import type { CartItem } from '@/types/cart';

function line(id: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return { id, name: `Product ${id}`, price: 1000 * id, image: '', category: '', color: null, originalPrice: null, stock: null, quantity, ...overrides };
}

describe('mergeCarts', () => {
  it('is the union by product id: browser lines first, then lines only the server had', () => {
    const merged = mergeCarts([line(1, 1), line(2, 1)], [line(3, 2), line(1, 1)]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('keeps the larger quantity of a product in both', () => {
    expect(mergeCarts([line(1, 2)], [line(1, 5)])[0]!.quantity).toBe(5);
    expect(mergeCarts([line(1, 7)], [line(1, 3)])[0]!.quantity).toBe(7);
  });

  it('caps every quantity at 99', () => {
    const merged = mergeCarts([line(1, 150)], [line(1, 120), line(2, 300)]);
    expect(merged.map((item) => item.quantity)).toEqual([99, 99]);
  });

  it("takes the server's fresher product details", () => {
    const merged = mergeCarts([line(1, 1, { price: 900, stock: 4 })], [line(1, 1, { price: 1200, stock: 9, image: '/media/new.svg' })]);
    expect(merged[0]).toMatchObject({ price: 1200, stock: 9, image: '/media/new.svg' });
  });

  it('gives either list when the other is empty', () => {
    expect(mergeCarts([], [line(1, 2)])).toEqual([line(1, 2)]);
    expect(mergeCarts([line(1, 2)], [])).toEqual([line(1, 2)]);
  });

  it('fingerprints what the server keeps: ids and quantities', () => {
    expect(cartFingerprint([line(1, 2, { price: 5 })])).toBe(cartFingerprint([line(1, 2, { price: 9 })]));
    expect(cartFingerprint([line(1, 2)])).not.toBe(cartFingerprint([line(1, 3)]));
  });
});
