import { describe, expect, it } from 'vitest';

import { addWishlistItem, readWishlist, removeWishlistItem, WISHLIST_STORAGE_KEY, writeWishlist } from './wishlist-store';

const chair = { id: 7, name: 'Lamu Chair', price: 8500, original_price: 9900, images: ['/media/chair.svg'], featured: true };

describe('wishlist store', () => {
  it('adds a product with its prices, image and the time it was added', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const [item] = addWishlistItem([], chair, now);
    expect(item).toEqual({
      id: 7,
      name: 'Lamu Chair',
      price: 8500,
      originalPrice: 9900,
      image: '/media/chair.svg',
      category: '',
      featured: true,
      onSale: true,
      addedAt: '2026-11-21T10:00:00.000Z',
    });
  });

  it('ignores adding an id that is already present', () => {
    const items = addWishlistItem([], chair);
    expect(addWishlistItem(items, { ...chair, price: 1 })).toBe(items);
  });

  it('removes by id', () => {
    expect(removeWishlistItem(addWishlistItem([], chair), 7)).toEqual([]);
  });

  it('round-trips through local storage and discards corrupt data', () => {
    const items = addWishlistItem([], chair);
    writeWishlist(items);
    expect(readWishlist()).toEqual(items);

    window.localStorage.setItem(WISHLIST_STORAGE_KEY, 'not json');
    expect(readWishlist()).toEqual([]);
    expect(window.localStorage.getItem(WISHLIST_STORAGE_KEY)).toBeNull();

    window.localStorage.setItem(WISHLIST_STORAGE_KEY, '[{"id":"7"}]');
    expect(readWishlist()).toEqual([]);
  });
});
