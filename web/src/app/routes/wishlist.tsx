import { useState } from 'react';

import { HeartIcon, SearchIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/toast';
import { ViewToggle, type ProductView } from '@/components/ui/view-toggle';
import { useCart } from '@/features/cart/cart-provider';
import { ContentPage } from '@/components/content-page';
import { WishlistItemCard } from '@/features/wishlist/components/wishlist-item-card';
import type { WishlistItem } from '@/types/wishlist';
import {
  DEFAULT_WISHLIST_FILTERS,
  filterWishlist,
  isWishlistSort,
  WISHLIST_SORTS,
  wishlistCategories,
  type WishlistFilters,
} from '@/features/wishlist/wishlist-filters';
import { useWishlist } from '@/features/wishlist/wishlist-provider';
import { cx } from '@/lib/class-names';

import styles from './wishlist.module.css';

const WISHLIST_LINK_COPIED = 'Wishlist link copied to clipboard!';
const WISHLIST_LINK_FAILED = 'Failed to copy link';

/** /wishlist (customer-side.md section 2, "Wishlist"). */
export default function WishlistRoute() {
  const wishlist = useWishlist();
  const cart = useCart();
  const { toast } = useToast();
  const [filters, setFilters] = useState<WishlistFilters>(DEFAULT_WISHLIST_FILTERS);
  const [view, setView] = useState<ProductView>('grid');

  if (wishlist.items.length === 0) {
    return (
      <ContentPage title="My Wishlist" narrow={false}>
        <EmptyState
          icon={<HeartIcon size={28} />}
          title="Your wishlist is empty"
          description="Tap the heart on any product to save it here for later."
          actions={<ButtonLink to="/products">Start Shopping</ButtonLink>}
        />
      </ContentPage>
    );
  }

  const categories = wishlistCategories(wishlist.items);
  const shown = filterWishlist(wishlist.items, filters);
  const change = (next: Partial<WishlistFilters>) => setFilters((current) => ({ ...current, ...next }));

  function moveToCart(item: WishlistItem) {
    cart.add(item, 1, { notify: false });
    wishlist.remove(item.id, { notify: false });
    toast({ type: 'cart', message: `Moved ${item.name} to cart` });
  }

  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ type: 'success', message: WISHLIST_LINK_COPIED });
    } catch {
      toast({ type: 'error', message: WISHLIST_LINK_FAILED });
    }
  }

  const count = wishlist.items.length;
  return (
    <ContentPage title="My Wishlist" narrow={false} intro={`${count} saved ${count === 1 ? 'item' : 'items'}`}>
      <div className={styles.toolbar}>
        <Input
          type="search"
          label="Search wishlist"
          hideLabel
          placeholder="Search your wishlist"
          value={filters.search}
          onChange={(event) => change({ search: event.target.value })}
          fieldClassName={styles.search}
        />
        <Select
          label="Category"
          hideLabel
          value={filters.category}
          onChange={(event) => change({ category: event.target.value })}
          placeholder="All categories"
          options={categories.map((category) => ({ value: category, label: category }))}
        />
        <Select
          label="Sort by"
          hideLabel
          value={filters.sort}
          onChange={(event) => {
            if (isWishlistSort(event.target.value)) change({ sort: event.target.value });
          }}
          options={WISHLIST_SORTS.map((sort) => ({ value: sort.value, label: sort.label }))}
        />
        <ViewToggle value={view} onChange={setView} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
          <Button variant="ghost" className={styles.danger} onClick={() => wishlist.clear()}>
            Clear All
          </Button>
        </div>
      </div>

      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={28} />}
          title="No saved items match"
          description="Try another search or category."
          actions={
            <Button variant="secondary" onClick={() => setFilters(DEFAULT_WISHLIST_FILTERS)}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <ul className={cx(styles.items, view === 'list' && styles.listItems)} aria-label="Saved items">
          {shown.map((item) => (
            <li key={item.id}>
              <WishlistItemCard
                item={item}
                view={view}
                onMoveToCart={() => moveToCart(item)}
                onRemove={() => wishlist.remove(item.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
