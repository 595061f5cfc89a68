import { storedOwner } from '@/lib/device-list-owner';
import { localStorageList } from '@/lib/local-storage-list';
import { isStoredProduct, type ProductSnapshot } from '@/lib/product-snapshot';

import type { CartItem } from '@/types/cart';

/** Local storage key of the cart (customer-side.md section 3). */
export const CART_STORAGE_KEY = 'cart';

/** The most of one product a cart line (and an order line) can hold (web-contract.md). */
export const MAX_LINE_QUANTITY = 99;

/** The most of a product the cart takes: its stock when known, never more than 99. */
export function maxLineQuantity(stock: number | null | undefined): number {
  if (typeof stock === 'number' && Number.isFinite(stock) && stock > 0) return Math.min(Math.floor(stock), MAX_LINE_QUANTITY);
  return MAX_LINE_QUANTITY;
}

/** A whole quantity within 1..the line's maximum. */
export function capQuantity(quantity: number, stock: number | null | undefined): number {
  return Math.min(Math.max(1, Math.floor(quantity)), maxLineQuantity(stock));
}

function isCartItem(value: unknown): value is CartItem {
  return (
    isStoredProduct(value) &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity > 0
  );
}

/** A stored cart line, with defaults for the fields older carts did not store; `null` if it is not one. */
function parseCartItem(value: unknown): CartItem | null {
  if (!isCartItem(value)) return null;
  const { addedBy, ...rest } = value;
  return {
    ...rest,
    ...storedOwner(addedBy),
    quantity: Math.min(value.quantity, MAX_LINE_QUANTITY),
    image: typeof value.image === 'string' ? value.image : '',
    category: typeof value.category === 'string' ? value.category : '',
    color: typeof value.color === 'string' ? value.color : null,
    originalPrice: typeof value.originalPrice === 'number' ? value.originalPrice : null,
    stock: typeof value.stock === 'number' ? value.stock : null,
  };
}

/**
 * The cart in local storage. A corrupt stored cart (not JSON, not a list, or holding a line
 * that is not a cart item) is discarded, as the spec says, and removed from storage.
 */
export const storedCart = localStorageList(CART_STORAGE_KEY, parseCartItem);
export const { read: readCart, write: writeCart } = storedCart;

export function toCartItem(product: ProductSnapshot, quantity: number, addedBy?: string): CartItem {
  return {
    ...storedOwner(addedBy),
    id: product.id,
    name: product.name,
    price: product.price,
    image: product.image ?? product.images?.[0] ?? '',
    category: product.category ?? '',
    color: product.color ?? null,
    originalPrice: product.original_price ?? product.originalPrice ?? null,
    stock: product.stock ?? null,
    quantity: capQuantity(quantity, product.stock),
  };
}

/**
 * Adding an id already in the cart raises its quantity by `quantity` (default 1);
 * otherwise the product is appended with that quantity (a new line marked as `addedBy`'s, the
 * signed-in user's id, or a guest's without one). Either way the line stays within the
 * product's stock (when known) and 99.
 */
export function addItem(items: CartItem[], product: ProductSnapshot, quantity = 1, addedBy?: string): CartItem[] {
  const amount = Math.max(1, Math.floor(quantity));
  const existing = items.find((item) => item.id === product.id);
  if (existing) {
    const stock = product.stock ?? existing.stock;
    const next = capQuantity(existing.quantity + amount, stock);
    if (next === existing.quantity && stock === existing.stock) return items;
    return items.map((item) => (item.id === product.id ? { ...item, stock, quantity: next } : item));
  }
  return [...items, toCartItem(product, amount, addedBy)];
}

export function removeItem(items: CartItem[], id: number): CartItem[] {
  return items.filter((item) => item.id !== id);
}

/** Setting a quantity of 0 or less removes the line; more than the line's maximum is capped. */
export function setItemQuantity(items: CartItem[], id: number, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeItem(items, id);
  return items.map((item) => (item.id === id ? { ...item, quantity: capQuantity(quantity, item.stock) } : item));
}

/** Item count = the sum of the quantities. */
export function countItems(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price x quantity (the server computes the real totals at checkout). */
export function subtotalOf(items: CartItem[]): number {
  return Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
}
