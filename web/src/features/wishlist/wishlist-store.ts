import { storedOwner } from '@/lib/device-list-owner';
import { localStorageList } from '@/lib/local-storage-list';
import { isStoredProduct, type ProductSnapshot } from '@/lib/product-snapshot';

import type { WishlistItem } from '@/types/wishlist';

/** Local storage key of the wishlist (customer-side.md section 3). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

/** A stored wishlist entry, with defaults for the fields older lists did not store; `null` if it is not one. */
function parseWishlistItem(value: unknown): WishlistItem | null {
  if (!isStoredProduct(value)) return null;
  const { addedBy, ...rest } = value;
  return {
    ...rest,
    ...storedOwner(addedBy),
    originalPrice: typeof value.originalPrice === 'number' ? value.originalPrice : null,
    image: typeof value.image === 'string' ? value.image : '',
    category: typeof value.category === 'string' ? value.category : '',
    featured: value.featured === true,
    onSale: value.onSale === true,
    addedAt: typeof value.addedAt === 'string' ? value.addedAt : new Date(0).toISOString(),
  };
}

/** The wishlist in local storage; corrupt data is discarded and removed from storage. */
export const storedWishlist = localStorageList(WISHLIST_STORAGE_KEY, parseWishlistItem);
export const { read: readWishlist, write: writeWishlist } = storedWishlist;

export function toWishlistItem(product: ProductSnapshot, now: Date = new Date(), addedBy?: string): WishlistItem {
  const originalPrice = product.original_price ?? product.originalPrice ?? null;
  return {
    ...storedOwner(addedBy),
    id: product.id,
    name: product.name,
    price: product.price,
    originalPrice,
    image: product.image ?? product.images?.[0] ?? '',
    category: product.category ?? '',
    featured: product.featured ?? false,
    onSale: product.onSale ?? (originalPrice !== null && originalPrice > product.price),
    addedAt: now.toISOString(),
  };
}

/** Adding an id already present changes nothing; a new entry is marked as `addedBy`'s (see addItem). */
export function addWishlistItem(items: WishlistItem[], product: ProductSnapshot, now?: Date, addedBy?: string): WishlistItem[] {
  if (items.some((item) => item.id === product.id)) return items;
  return [...items, toWishlistItem(product, now, addedBy)];
}

export function removeWishlistItem(items: WishlistItem[], id: number): WishlistItem[] {
  return items.filter((item) => item.id !== id);
}
