import { Link } from 'react-router';

import { CartIcon } from '@/components/icons';
import { Button, ButtonLink } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/product-image';
import { CARD_IMAGE_SIZES } from '@/lib/product-image';
import { cx } from '@/lib/class-names';
import { formatDate } from '@/lib/format';

import type { WishlistItem } from '@/types/wishlist';
import styles from './wishlist-item-card.module.css';

type WishlistItemCardProps = {
  item: WishlistItem;
  view: 'grid' | 'list';
  onMoveToCart: () => void;
  onRemove: () => void;
};

/** A saved product with Move to Cart, Remove and View Details. */
export function WishlistItemCard({ item, view, onMoveToCart, onRemove }: WishlistItemCardProps) {
  const href = `/product/${item.id}`;
  const added = formatDate(item.addedAt);
  return (
    <article className={cx(styles.card, view === 'list' && styles.list)} data-testid={`wishlist-item-${item.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.media}>
        <ProductImage src={item.image || undefined} alt="" loading="lazy" className={styles.image} sizes={CARD_IMAGE_SIZES} />
      </Link>
      <div className={styles.body}>
        {item.category && <p className={styles.category}>{item.category}</p>}
        <h3 className={styles.name}>
          <Link to={href}>{item.name}</Link>
        </h3>
        <Price amount={item.price} original={item.originalPrice} />
        {added && <p className={styles.added}>Added {added}</p>}
        <div className={styles.actions}>
          <Button size="sm" onClick={onMoveToCart} icon={<CartIcon size={18} />}>
            Move to Cart<span className="visually-hidden">: {item.name}</span>
          </Button>
          <ButtonLink to={href} size="sm" variant="secondary">
            View Details<span className="visually-hidden">: {item.name}</span>
          </ButtonLink>
          <Button size="sm" variant="ghost" onClick={onRemove} className={styles.remove}>
            Remove<span className="visually-hidden"> {item.name}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
