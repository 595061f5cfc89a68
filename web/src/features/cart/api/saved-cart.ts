import { api } from '@/lib/api-client';
import { isStoredProduct, type ProductSnapshot } from '@/lib/product-snapshot';

import { toCartItem } from '../cart-store';
import type { CartItem } from '../types';

type SavedCartAnswer = { items?: unknown; updatedAt?: string };

/** A saved line is a product object with its quantity; anything else is skipped. */
function toSavedLine(value: unknown): CartItem | null {
  if (!isStoredProduct(value)) return null;
  const quantity = value.quantity;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return null;
  return toCartItem(value as ProductSnapshot, quantity);
}

/** `GET /api/cart` (signed in) -> `{ items: [product + quantity], updatedAt }`. */
export async function getSavedCart(signal?: AbortSignal): Promise<CartItem[]> {
  const answer = await api.get<SavedCartAnswer>('/api/cart', { signal });
  const items = Array.isArray(answer?.items) ? answer.items : [];
  return items.map(toSavedLine).filter((item): item is CartItem => item !== null);
}

/** `PUT /api/cart` `{ items: [{ productId, quantity }] }` replaces the saved cart. */
export function saveCart(items: CartItem[]): Promise<unknown> {
  return api.put('/api/cart', { items: items.map((item) => ({ productId: item.id, quantity: item.quantity })) });
}
