import { getDocumented, putDocumented, type ResponseOf } from '@/lib/api-contract';
import { isStoredProduct } from '@/lib/product-snapshot';

import type { WishlistItem } from '@/types/wishlist';
import { toWishlistItem } from '../wishlist-store';

/**
 * A saved entry is a product object with the time it was added; anything else is skipped. The
 * document names the items only as objects, so each is checked here.
 */
function toSavedEntry(value: unknown): WishlistItem | null {
  if (!isStoredProduct(value)) return null;
  const added = typeof value.addedAt === 'string' ? new Date(value.addedAt) : new Date(Number.NaN);
  return toWishlistItem(value, Number.isNaN(added.getTime()) ? new Date() : added);
}

/** `GET /api/wishlist` (signed in) -> `{ items: [product + addedAt], updatedAt }`. */
export async function getSavedWishlist(signal?: AbortSignal): Promise<WishlistItem[]> {
  const answer = await getDocumented('/api/wishlist', { signal });
  return answer.items.map(toSavedEntry).filter((item): item is WishlistItem => item !== null);
}

/** `PUT /api/wishlist` `{ items: [{ productId, addedAt }] }` replaces the saved wishlist. */
export function saveWishlist(items: WishlistItem[]): Promise<ResponseOf<'/api/wishlist', 'put'>> {
  return putDocumented('/api/wishlist', { body: { items: items.map((item) => ({ productId: item.id, addedAt: item.addedAt })) } });
}
