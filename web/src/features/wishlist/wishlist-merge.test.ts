import { describe, expect, it } from 'vitest';

import type { WishlistItem } from '@/types/wishlist';
import { mergeWishlists } from './wishlist-merge';

function entry(id: number, addedAt: string, overrides: Partial<WishlistItem> = {}): WishlistItem {
  return { id, name: `Product ${id}`, price: 1000, originalPrice: null, image: '', category: '', featured: false, onSale: false, addedAt, ...overrides };
}

describe('mergeWishlists', () => {
  it('is the union by product id, keeping the earliest addedAt', () => {
    const merged = mergeWishlists(
      [entry(1, '2026-11-10T10:00:00.000Z'), entry(2, '2026-11-01T10:00:00.000Z')],
      [entry(2, '2026-11-05T10:00:00.000Z'), entry(3, '2026-10-01T10:00:00.000Z'), entry(1, '2026-11-02T10:00:00.000Z')],
    );
    expect(merged.map((item) => [item.id, item.addedAt])).toEqual([
      [1, '2026-11-02T10:00:00.000Z'],
      [2, '2026-11-01T10:00:00.000Z'],
      [3, '2026-10-01T10:00:00.000Z'],
    ]);
  });

  it("takes the server's product details", () => {
    const merged = mergeWishlists([entry(1, '2026-11-01T10:00:00.000Z', { price: 10 })], [entry(1, '2026-11-02T10:00:00.000Z', { price: 20 })]);
    expect(merged[0]).toMatchObject({ price: 20, addedAt: '2026-11-01T10:00:00.000Z' });
  });
});
