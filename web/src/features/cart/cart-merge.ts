import { MAX_LINE_QUANTITY } from './cart-store';
import type { CartItem } from '@/types/cart';

/**
 * The browser's cart joined with the one saved for the user (a union by product id): a
 * product in both keeps the larger quantity, at most 99, and the server's fresher product
 * details (price, stock, image). The browser's order comes first, then lines only the
 * server had.
 */
export function mergeCarts(local: CartItem[], server: CartItem[]): CartItem[] {
  const saved = new Map(server.map((item) => [item.id, item]));
  const merged = local.map((item) => {
    const other = saved.get(item.id);
    if (!other) return item;
    saved.delete(item.id);
    return { ...item, ...other, quantity: Math.min(Math.max(item.quantity, other.quantity), MAX_LINE_QUANTITY) };
  });
  const onlyOnServer = [...saved.values()].map((item) => ({
    ...item,
    quantity: Math.min(item.quantity, MAX_LINE_QUANTITY),
  }));
  return [...merged, ...onlyOnServer];
}

/** What the server keeps of a cart: product ids and quantities. */
export function cartFingerprint(items: CartItem[]): string {
  return JSON.stringify(items.map((item) => [item.id, item.quantity]));
}
