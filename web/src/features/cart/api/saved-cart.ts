import { getDocumented, putDocumented, type ResponseOf, type Schemas } from '@/lib/api-contract';
import { isStoredProduct } from '@/lib/product-snapshot';

import { toCartItem } from '../cart-store';
import type { CartItem } from '@/types/cart';

/**
 * A saved line is a product object with its quantity; anything else is skipped. The document
 * names the items only as objects, so each is checked here.
 */
function toSavedLine(value: unknown): CartItem | null {
  if (!isStoredProduct(value)) return null;
  const quantity = value.quantity;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return null;
  return toCartItem(value, quantity);
}

/** `GET /api/cart` (signed in) -> `{ items: [product + quantity], updatedAt }`. */
export async function getSavedCart(signal?: AbortSignal): Promise<CartItem[]> {
  const answer = await getDocumented('/api/cart', { signal });
  return answer.items.map(toSavedLine).filter((item): item is CartItem => item !== null);
}

/** `PUT /api/cart` `{ items: [{ productId, quantity }] }` replaces the saved cart. */
export function saveCart(items: CartItem[]): Promise<ResponseOf<'/api/cart', 'put'>> {
  const lines: Schemas['LineForm'][] = items.map((item) => ({ productId: item.id, quantity: item.quantity }));
  return putDocumented('/api/cart', { body: { items: lines } });
}
