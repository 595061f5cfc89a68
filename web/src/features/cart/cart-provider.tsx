import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { claimableBy, ownedBy, useDeviceListOwner } from '@/lib/device-list-owner';
import { useLocalStorageList } from '@/lib/local-storage-list';
import type { ProductSnapshot } from '@/lib/product-snapshot';
import { useServerListSync } from '@/lib/use-server-list-sync';

import { getSavedCart, saveCart } from './api/saved-cart';
import { cartFingerprint, mergeCarts } from './cart-merge';
import { addItem, countItems, removeItem, setItemQuantity, storedCart, subtotalOf } from './cart-store';
import type { CartItem } from '@/types/cart';

type NotifyOption = { notify?: boolean };

export type CartContextValue = {
  items: CartItem[];
  /** Sum of the quantities (the header badge). */
  count: number;
  subtotal: number;
  /**
   * Adds `quantity` (default 1) of a product and shows the toast 'Added {name} to cart'
   * ('Updated {name} quantity in cart' when it was already there; 'Already in cart' when the
   * line is already at the product's stock or 99). Pass `{ notify: false }` when the caller
   * shows its own feedback.
   */
  add: (product: ProductSnapshot, quantity?: number, options?: NotifyOption) => void;
  /** Removes a line; toast 'Removed {name} from cart'. */
  remove: (id: number, options?: NotifyOption) => void;
  /** 0 or less removes the line; more than the stock (or 99) is capped. No toast. */
  setQuantity: (id: number, quantity: number) => void;
  /**
   * Empties the cart; toast 'Cart cleared'. `saveNow` empties the saved cart at once instead
   * of after the debounce (after placing an order).
   */
  clear: (options?: NotifyOption & { saveNow?: boolean }) => void;
  has: (id: number) => boolean;
  quantityOf: (id: number) => number;
};

const CartContext = createContext<CartContextValue | null>(null);

/**
 * The cart, kept in local storage under `cart` and synced across tabs. For a signed-in user
 * it is also kept on the server (merged on sign-in, saved on every change).
 *
 * The device's copy belongs to whoever is signed in (issue 12, shared devices): signing out
 * empties it (the account keeps its own copy on the server), and a sign-in merges into the
 * account only what a guest added in this browser, never lines another account left here
 * (lib/device-list-owner).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, update] = useLocalStorageList(storedCart);
  const { toast } = useToast();
  const { user, isAuthenticated, isLoading } = useAuth();
  const replace = useCallback((next: CartItem[]) => update(() => next), [update]);
  const userId = isAuthenticated && !isLoading && user ? user.id : null;
  useDeviceListOwner(userId, !isLoading, update);
  const { saveNow } = useServerListSync({
    userId,
    items,
    replace,
    load: getSavedCart,
    save: saveCart,
    merge: (local, server) => (userId ? ownedBy(mergeCarts(claimableBy(local, userId), server), userId) : local),
    fingerprint: cartFingerprint,
  });
  const owner = userId ?? undefined;

  const add = useCallback<CartContextValue['add']>(
    (product, quantity = 1, options) => {
      const before = items.find((item) => item.id === product.id);
      const after = addItem(items, product, quantity).find((item) => item.id === product.id);
      update((current) => addItem(current, product, quantity, owner));
      if (options?.notify === false) return;
      if (!before) toast({ type: 'cart', message: `Added ${product.name} to cart` });
      else if (after && after.quantity > before.quantity) {
        toast({ type: 'cart', message: `Updated ${product.name} quantity in cart` });
      } else toast({ type: 'info', title: 'Already in cart', message: `${product.name} is already in your cart` });
    },
    [items, owner, toast, update],
  );

  const remove = useCallback<CartContextValue['remove']>(
    (id, options) => {
      const item = items.find((line) => line.id === id);
      update((current) => removeItem(current, id));
      if (item && options?.notify !== false) toast({ type: 'info', message: `Removed ${item.name} from cart` });
    },
    [items, toast, update],
  );

  const setQuantity = useCallback<CartContextValue['setQuantity']>(
    (id, quantity) => update((current) => setItemQuantity(current, id, quantity)),
    [update],
  );

  const clear = useCallback<CartContextValue['clear']>(
    (options) => {
      update(() => []);
      if (options?.saveNow) saveNow([]);
      if (options?.notify !== false) toast({ type: 'info', message: 'Cart cleared' });
    },
    [saveNow, toast, update],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: countItems(items),
      subtotal: subtotalOf(items),
      add,
      remove,
      setQuantity,
      clear,
      has: (id) => items.some((item) => item.id === id),
      quantityOf: (id) => items.find((item) => item.id === id)?.quantity ?? 0,
    }),
    [items, add, remove, setQuantity, clear],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
