import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';

import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { claimableBy, ownedBy, useDeviceListOwner } from '@/lib/device-list-owner';
import { useLocalStorageList } from '@/lib/local-storage-list';
import type { ProductSnapshot } from '@/lib/product-snapshot';
import { useServerListSync } from '@/lib/use-server-list-sync';

import { getSavedWishlist, saveWishlist } from './api/saved-wishlist';
import type { WishlistItem } from '@/types/wishlist';
import { mergeWishlists, wishlistFingerprint } from './wishlist-merge';
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

/**
 * The wishlist, kept in local storage under `wishlist` and synced across tabs. For a signed-in
 * user it is also kept on the server (merged on sign-in, saved on every change). Signing out
 * empties the device's copy and a sign-in merges only a guest's entries, as the cart does
 * (see CartProvider).
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const [items, update] = useLocalStorageList(storedWishlist);
  const { toast } = useToast();
  const { user, isAuthenticated, isLoading } = useAuth();
  const replace = useCallback((next: WishlistItem[]) => update(() => next), [update]);
  const userId = isAuthenticated && !isLoading && user ? user.id : null;
  useDeviceListOwner(userId, !isLoading, update);
  useServerListSync({
    userId,
    items,
    replace,
    load: getSavedWishlist,
    save: saveWishlist,
    merge: (local, server) => (userId ? ownedBy(mergeWishlists(claimableBy(local, userId), server), userId) : local),
    fingerprint: wishlistFingerprint,
  });
  const owner = userId ?? undefined;

  const has = useCallback((id: number) => items.some((item) => item.id === id), [items]);

  const add = useCallback<WishlistContextValue['add']>(
    (product, options) => {
      const notify = options?.notify !== false;
      if (has(product.id)) {
        if (notify) toast({ type: 'info', message: `${product.name} is already in your wishlist` });
        return false;
      }
      update((current) => addWishlistItem(current, product, undefined, owner));
      if (notify) toast({ type: 'wishlist', message: `Added ${product.name} to wishlist` });
      return true;
    },
    [has, owner, toast, update],
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
