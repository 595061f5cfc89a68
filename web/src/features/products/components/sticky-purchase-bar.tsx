import { CartIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { StickyBar } from '@/components/ui/sticky-bar';
import type { Product } from '@/types/product';

import styles from './sticky-purchase-bar.module.css';

type StickyPurchaseBarProps = {
  product: Product;
  /** The main button's label and state ('Add to Cart', 'Added to Cart', 'In Cart'). */
  label: string;
  adding: boolean;
  disabled: boolean;
  onAdd: () => void;
};

/** The product page's bar on a phone while its own Add to Cart is off screen: the price and the button. */
export function StickyPurchaseBar({ product, label, adding, disabled, onAdd }: StickyPurchaseBarProps) {
  return (
    <StickyBar label={`Buy ${product.name}`}>
      <div className={styles.figures}>
        <span className={styles.name}>{product.name}</span>
        <Price amount={product.price} original={product.original_price} size="sm" />
      </div>
      <Button onClick={onAdd} loading={adding} loadingLabel="Adding to cart" disabled={disabled} icon={<CartIcon size={18} />}>
        {label}
      </Button>
    </StickyBar>
  );
}
