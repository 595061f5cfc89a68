import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { CartIcon, HeartIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { Rating } from '@/components/ui/rating';
import type { ProductView } from '@/components/ui/view-toggle';
import { cx } from '@/lib/class-names';

import { useTimedFlag } from '../hooks/use-timed-flag';
import { useProductActions } from '../product-actions';
import { CARD_IMAGE_SIZES } from '@/lib/product-image';
import { ADDING_TO_CART_MS } from '../purchase-timing';
import { stockHint } from '../stock';
import type { Product } from '@/types/product';
import { ProductBadges } from './product-badges';
import { ProductImage } from '@/components/product-image';
import styles from './product-card.module.css';

type ProductCardProps = {
  product: Product;
  /** Load the image at once (for the first cards above the fold). */
  eagerImage?: boolean;
  /**
   * After adding, read 'Added to Cart' this long before 'In Cart' (product rows: 2 s). Grids
   * leave it out and go straight to 'In Cart'.
   */
  confirmationMs?: number;
  /** `list`: a wide row with the description (the search page's list view). */
  layout?: ProductView;
  className?: string;
};

/** A product in a grid or a row: photo, badges, name, rating, price, stock and actions. */
export function ProductCard({
  product,
  eagerImage = false,
  confirmationMs = 0,
  layout = 'grid',
  className,
}: ProductCardProps) {
  const { cart, wishlist } = useProductActions();
  const [adding, setAdding] = useState(false);
  const [justAdded, flagAdded] = useTimedFlag(confirmationMs);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const href = `/product/${product.id}`;
  const inCart = cart.has(product.id);
  const inWishlist = wishlist.has(product.id);
  const outOfStock = product.stock === 0;
  const hint = stockHint(product.stock);

  function addToCart() {
    setAdding(true);
    timer.current = window.setTimeout(() => {
      cart.add(product);
      setAdding(false);
      if (confirmationMs > 0) flagAdded();
    }, ADDING_TO_CART_MS);
  }

  return (
    <article className={cx(styles.card, layout === 'list' && styles.list, className)}>
      <div className={styles.media}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
          <ProductImage
            src={product.images[0]}
            alt=""
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
            sizes={CARD_IMAGE_SIZES}
            className={styles.image}
          />
        </Link>
        <ProductBadges product={product} className={styles.badges} />
        <button
          type="button"
          className={cx(styles.wishlist, inWishlist && styles.wishlistActive)}
          onClick={() => wishlist.toggle(product)}
          aria-pressed={inWishlist}
          aria-label={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        >
          <HeartIcon size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{product.category}</p>
        <h3 className={styles.name}>
          <Link to={href} className={styles.nameLink}>
            {product.name}
          </Link>
        </h3>
        {/* Stars only from real reviews (docs/decisions.md "Reviews (issue 24, part 2)"). */}
        {product.reviews > 0 && <Rating value={product.rating} reviews={product.reviews} size={14} />}
        {layout === 'list' && product.description && <p className={styles.description}>{product.description}</p>}
        <Price amount={product.price} original={product.original_price} className={styles.price} />
        {hint && <p className={cx(styles.stock, styles[hint.tone])}>{hint.text}</p>}
        <Button
          size="sm"
          variant={inCart ? 'secondary' : 'primary'}
          className={styles.add}
          onClick={addToCart}
          loading={adding}
          loadingLabel="Adding to cart"
          disabled={outOfStock}
          icon={<CartIcon size={18} />}
        >
          {outOfStock ? 'Out of Stock' : justAdded ? 'Added to Cart' : inCart ? 'In Cart' : 'Add to Cart'}
          <span className="visually-hidden">: {product.name}</span>
        </Button>
      </div>
    </article>
  );
}
