import { describe, expect, it } from 'vitest';

import type { WishlistItem } from '@/types/wishlist';
import { DEFAULT_WISHLIST_FILTERS, filterWishlist, topCategory, wishlistCategories } from './wishlist-filters';

function entry(id: number, name: string, price: number, category: string, addedAt: string): WishlistItem {
  return { id, name, price, originalPrice: null, image: '', category, featured: false, onSale: false, addedAt };
}

const items = [
  entry(1, 'Nairobi Sofa', 45999, 'Living Room - Sofas', '2026-11-02T10:00:00Z'),
  entry(2, 'Kilimani Bed', 32000, 'Bedroom - Beds', '2026-11-03T10:00:00Z'),
  entry(3, 'Amani Armchair', 12000, 'Living Room - Chairs', '2026-11-01T10:00:00Z'),
];

const ids = (list: WishlistItem[]) => list.map((item) => item.id);

describe('wishlist filters', () => {
  it('sorts newest, oldest, by price both ways and by name', () => {
    expect(ids(filterWishlist(items, DEFAULT_WISHLIST_FILTERS))).toEqual([2, 1, 3]);
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, sort: 'oldest' }))).toEqual([3, 1, 2]);
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, sort: 'price-low' }))).toEqual([3, 2, 1]);
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, sort: 'price-high' }))).toEqual([1, 2, 3]);
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, sort: 'name' }))).toEqual([3, 2, 1]);
  });

  it('filters by the top-level category and searches name and category', () => {
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, category: 'Living Room' }))).toEqual([1, 3]);
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, search: ' SOFA ' }))).toEqual([1]);
    expect(ids(filterWishlist(items, { ...DEFAULT_WISHLIST_FILTERS, search: 'beds' }))).toEqual([2]);
  });

  it('lists the categories once each, A to Z', () => {
    expect(wishlistCategories(items)).toEqual(['Bedroom', 'Living Room']);
    expect(topCategory('Dining Room - Tables')).toBe('Dining Room');
  });
});
