import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

import { useToast } from '@/components/ui/toast';
import { useLocalStorageList } from '@/lib/local-storage-list';
import type { ProductSnapshot } from '@/lib/product-snapshot';

import type { WishlistItem } from './types';
import { addWishlistItem, removeWishlistItem, storedWishlist } from './wishlist-store';

type NotifyOption = { notify?: boolean };

export type WishlistContextValue = {
  items: WishlistItem[];
  /** Number of entries (the header badge). */
  count: number;
  /**
   * Adds a product; toast 'Added {name} to wishlist'. Already present: nothing changes and
   * the info toast '{name} is already in your wishlist' is shown. Returns whether it was added.
   */
  add: (product: ProductSnapshot, options?: NotifyOption) => boolean;
  /** Toast 'Removed {name} from wishlist'. */
  remove: (id: number, options?: NotifyOption) => void;
  /** Adds when absent, removes when present. */
  toggle: (product: ProductSnapshot, options?: NotifyOption) => void;
  /** Toast 'Wishlist cleared'. */
  clear: (options?: NotifyOption) => void;
  has: (id: number) => boolean;
};

const WishlistContext = createContext<WishlistContextValue | null>(null);

/** The wishlist, kept in local storage under `wishlist` and synced across tabs. */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, update] = useLocalStorageList(storedWishlist);
  const { toast } = useToast();

  const has = useCallback((id: number) => items.some((item) => item.id === id), [items]);

  const add = useCallback<WishlistContextValue['add']>(
    (product, options) => {
      const notify = options?.notify !== false;
      if (has(product.id)) {
        if (notify) toast({ type: 'info', message: `${product.name} is already in your wishlist` });
        return false;
      }
      update((current) => addWishlistItem(current, product));
      if (notify) toast({ type: 'wishlist', message: `Added ${product.name} to wishlist` });
      return true;
    },
    [has, toast, update],
  );

  const remove = useCallback<WishlistContextValue['remove']>(
    (id, options) => {
      const item = items.find((entry) => entry.id === id);
      update((current) => removeWishlistItem(current, id));
      if (item && options?.notify !== false) toast({ type: 'info', message: `Removed ${item.name} from wishlist` });
    },
    [items, toast, update],
  );

  const toggle = useCallback<WishlistContextValue['toggle']>(
    (product, options) => {
      if (has(product.id)) remove(product.id, options);
      else add(product, options);
    },
    [add, has, remove],
  );

  const clear = useCallback<WishlistContextValue['clear']>(
    (options) => {
      update(() => []);
      if (options?.notify !== false) toast({ type: 'info', message: 'Wishlist cleared' });
    },
    [toast, update],
  );

  const value = useMemo<WishlistContextValue>(
    () => ({ items, count: items.length, add, remove, toggle, clear, has }),
    [items, add, remove, toggle, clear, has],
  );

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist(): WishlistContextValue {
  const context = useContext(WishlistContext);
  if (!context) throw new Error('useWishlist must be used within a WishlistProvider');
  return context;
}
