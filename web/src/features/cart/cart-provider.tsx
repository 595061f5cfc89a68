import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

import { useToast } from '@/components/ui/toast';
import { useLocalStorageList } from '@/lib/local-storage-list';
import type { ProductSnapshot } from '@/lib/product-snapshot';

import { addItem, countItems, removeItem, setItemQuantity, storedCart, subtotalOf } from './cart-store';
import type { CartItem } from './types';

type NotifyOption = { notify?: boolean };

export type CartContextValue = {
  items: CartItem[];
  /** Sum of the quantities (the header badge). */
  count: number;
  subtotal: number;
  /**
   * Adds `quantity` (default 1) of a product and shows the toast 'Added {name} to cart'
   * ('Updated {name} quantity in cart' when it was already there). Pass
   * `{ notify: false }` when the caller shows its own feedback.
   */
  add: (product: ProductSnapshot, quantity?: number, options?: NotifyOption) => void;
  /** Removes a line; toast 'Removed {name} from cart'. */
  remove: (id: number, options?: NotifyOption) => void;
  /** 0 or less removes the line. No toast. */
  setQuantity: (id: number, quantity: number) => void;
  /** Empties the cart; toast 'Cart cleared'. */
  clear: (options?: NotifyOption) => void;
  has: (id: number) => boolean;
  quantityOf: (id: number) => number;
};

const CartContext = createContext<CartContextValue | null>(null);

/** The cart, kept in local storage under `cart` and synced across tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, update] = useLocalStorageList(storedCart);
  const { toast } = useToast();

  const add = useCallback<CartContextValue['add']>(
    (product, quantity = 1, options) => {
      const already = items.some((item) => item.id === product.id);
      update((current) => addItem(current, product, quantity));
      if (options?.notify !== false) {
        toast({
          type: 'cart',
          message: already ? `Updated ${product.name} quantity in cart` : `Added ${product.name} to cart`,
        });
      }
    },
    [items, toast, update],
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
      if (options?.notify !== false) toast({ type: 'info', message: 'Cart cleared' });
    },
    [toast, update],
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
