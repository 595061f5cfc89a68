import type { ProductSnapshot } from '@/lib/product-snapshot';

import type { WishlistItem } from './types';

/** Local storage key of the wishlist (customer-side.md section 3). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

function isWishlistItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price)
  );
}

/** Reads the stored wishlist; corrupt data is discarded and removed from storage. */
export function readWishlist(storage: Storage = window.localStorage): WishlistItem[] {
  let raw: string | null;
  try {
    raw = storage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isWishlistItem)) {
      return parsed.map((item) => ({
        ...item,
        originalPrice: typeof item.originalPrice === 'number' ? item.originalPrice : null,
        image: typeof item.image === 'string' ? item.image : '',
        category: typeof item.category === 'string' ? item.category : '',
        featured: item.featured === true,
        onSale: item.onSale === true,
        addedAt: typeof item.addedAt === 'string' ? item.addedAt : new Date(0).toISOString(),
      }));
    }
  } catch {
    // Not JSON: discarded below.
  }
  storage.removeItem(WISHLIST_STORAGE_KEY);
  return [];
}

export function writeWishlist(items: WishlistItem[], storage: Storage = window.localStorage): void {
  try {
    storage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the wishlist still works for this page view.
  }
}

export function toWishlistItem(product: ProductSnapshot, now: Date = new Date()): WishlistItem {
  const originalPrice = product.original_price ?? product.originalPrice ?? null;
  return {
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

/** Adding an id already present changes nothing. */
export function addWishlistItem(items: WishlistItem[], product: ProductSnapshot, now?: Date): WishlistItem[] {
  if (items.some((item) => item.id === product.id)) return items;
  return [...items, toWishlistItem(product, now)];
}

export function removeWishlistItem(items: WishlistItem[], id: number): WishlistItem[] {
  return items.filter((item) => item.id !== id);
}
