import type { ProductSnapshot } from '@/lib/product-snapshot';

import type { CartItem } from './types';

/** Local storage key of the cart (customer-side.md section 3). */
export const CART_STORAGE_KEY = 'cart';

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
}

/**
 * Reads the stored cart. A corrupt stored cart (not JSON, not a list, or holding a line
 * that is not a cart item) is discarded, as the spec says, and removed from storage.
 */
export function readCart(storage: Storage = window.localStorage): CartItem[] {
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed) && parsed.every(isCartItem)) {
      return parsed.map((item) => ({
        ...item,
        image: typeof item.image === 'string' ? item.image : '',
        category: typeof item.category === 'string' ? item.category : '',
        color: typeof item.color === 'string' ? item.color : null,
        originalPrice: typeof item.originalPrice === 'number' ? item.originalPrice : null,
        stock: typeof item.stock === 'number' ? item.stock : null,
      }));
    }
  } catch {
    // Not JSON: discarded below.
  }
  storage.removeItem(CART_STORAGE_KEY);
  return [];
}

export function writeCart(items: CartItem[], storage: Storage = window.localStorage): void {
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
}

export function toCartItem(product: ProductSnapshot, quantity: number): CartItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image ?? product.images?.[0] ?? '',
    category: product.category ?? '',
    color: product.color ?? null,
    originalPrice: product.original_price ?? product.originalPrice ?? null,
    stock: product.stock ?? null,
    quantity,
  };
}

/**
 * Adding an id already in the cart raises its quantity by `quantity` (default 1);
 * otherwise the product is appended with that quantity.
 */
export function addItem(items: CartItem[], product: ProductSnapshot, quantity = 1): CartItem[] {
  const amount = Math.max(1, Math.floor(quantity));
  const existing = items.find((item) => item.id === product.id);
  if (existing) {
    return items.map((item) => (item.id === product.id ? { ...item, quantity: item.quantity + amount } : item));
  }
  return [...items, toCartItem(product, amount)];
}

export function removeItem(items: CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Setting a quantity of 0 or less removes the line. */
export function setItemQuantity(items: CartItem[], id: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  const whole = Math.floor(quantity);
  return items.map((item) => (item.id === id ? { ...item, quantity: whole } : item));
}

/** Item count = the sum of the quantities. */
export function countItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price x quantity (the server computes the real totals at checkout). */
export function subtotalOf(items: CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}
