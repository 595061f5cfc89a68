import { Link } from 'react-router';

import { HeartIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import type { WishlistItem } from '@/types/wishlist';

import styles from './account-wishlist.module.css';

/** The Wishlist tab: the saved products (kept in this browser), each linking to its page. */
export function AccountWishlist({ items }: { items: WishlistItem[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        icon={<HeartIcon size={28} />}
        title="Your wishlist is empty"
        description="Tap the heart on any product to save it here for later."
        actions={<ButtonLink to="/products">Browse Products</ButtonLink>}
      />
    );
  }

  return (
    <section aria-labelledby="account-wishlist-heading">
      <div className={styles.head}>
        <h2 id="account-wishlist-heading" className={styles.heading}>
          Saved items ({items.length})
        </h2>
        <ButtonLink to="/wishlist" variant="secondary" size="sm">
          View Wishlist
        </ButtonLink>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <img src={item.image} alt="" className={styles.image} loading="lazy" width={72} height={72} />
            <div className={styles.body}>
              <Link to={`/product/${item.id}`} className={styles.name}>
                {item.name}
              </Link>
              {item.category && <p className={styles.category}>{item.category}</p>}
            </div>
            <Price amount={item.price} original={item.originalPrice} size="sm" />
          </li>
        ))}
      </ul>
    </section>
  );
}
