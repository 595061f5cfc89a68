import { useEffect, useRef, useState } from 'react';

import { CartIcon, HeartIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SHOP } from '@/config/shop';
import { useInView } from '@/lib/use-in-view';
import { usePhone } from '@/lib/use-phone';

import { useTimedFlag } from '../hooks/use-timed-flag';
import { useProductActions } from '../product-actions';
import { ADDING_TO_CART_MS, CONFIRMATION_MS } from '../purchase-timing';
import { maxOrderQuantity } from '../stock';
import type { Product } from '@/types/product';
import styles from './product-purchase.module.css';
import { QuantitySelector } from './quantity-selector';
import { StockStatus } from './stock-status';
import { StickyPurchaseBar } from './sticky-purchase-bar';

/** Quantity, stock, Add to Cart, Add to Wishlist and Share for one product. */
export function ProductPurchase({ product }: { product: Product }) {
  const { cart, wishlist } = useProductActions();
  const { toast } = useToast();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const addTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(addTimer.current), []);
  const [justAdded, flagAdded] = useTimedFlag(CONFIRMATION_MS);
  const [justWished, flagWished] = useTimedFlag(CONFIRMATION_MS);
  const phone = usePhone();
  const actions = useRef<HTMLDivElement>(null);
  // On a phone, the sticky bar stands in for Add to Cart while it is off screen.
  const actionsInView = useInView(actions, phone);

  const max = maxOrderQuantity(product.stock);
  const outOfStock = product.stock !== null && product.stock <= 0;
  const inCart = cart.has(product.id);
  const inWishlist = wishlist.has(product.id);

  function addToCart() {
    setAdding(true);
    addTimer.current = window.setTimeout(() => {
      cart.add(product, quantity);
      setAdding(false);
      flagAdded();
    }, ADDING_TO_CART_MS);
  }

  function addToWishlist() {
    if (wishlist.add(product)) flagWished();
  }

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.name, text: `${product.name} at ${SHOP.name}`, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink(url);
      }
      return;
    }
    await copyLink(url);
  }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', message: 'Link copied to clipboard' });
    } catch {
      toast({ type: 'error', message: `Could not copy the link. Copy it from the address bar: ${url}` });
    }
  }

  const cartLabel = justAdded ? 'Added to Cart' : inCart ? 'In Cart' : 'Add to Cart';
  const wishlistLabel = justWished ? 'Added!' : inWishlist ? 'In Wishlist' : 'Add to Wishlist';

  return (
    <div className={styles.purchase}>
      <StockStatus stock={product.stock} />
      <div className={styles.row}>
        <QuantitySelector value={quantity} onChange={setQuantity} max={max} disabled={outOfStock} />
      </div>
      <div className={styles.actions} ref={actions}>
        <Button
          size="lg"
          className={styles.cart}
          onClick={addToCart}
          loading={adding}
          loadingLabel="Adding to cart"
          disabled={outOfStock}
          icon={<CartIcon size={20} />}
        >
          {cartLabel}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={addToWishlist}
          aria-pressed={inWishlist}
          icon={<HeartIcon size={20} className={inWishlist ? styles.filledHeart : undefined} />}
        >
          {wishlistLabel}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => void share()} icon={<ShareIcon />}>
          Share
        </Button>
      </div>
      {phone && actionsInView === false && (
        <StickyPurchaseBar product={product} label={cartLabel} adding={adding} disabled={outOfStock} onAdd={addToCart} />
      )}
    </div>
  );
}

function ShareIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}
