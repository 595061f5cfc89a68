import { Link } from 'react-router';

import { AlertIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { ProductImage } from '@/components/product-image';
import { formatKsh } from '@/lib/format';

import { maxLineQuantity } from '../cart-store';
import type { CartItem } from '@/types/cart';
import styles from './cart-line.module.css';

type CartLineProps = {
  item: CartItem;
  /** The server's unit price and line total, when quoted for this quantity. */
  quoted?: { price: number; lineTotal: number; available: number | null };
  /** What is wrong with the line (out of stock, no longer sold), if anything. */
  warning?: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
};

/** One cart line: photo, name, category, colour, unit price, quantity stepper, line total, Remove. */
export function CartLine({ item, quoted, warning, onQuantityChange, onRemove }: CartLineProps) {
  const href = `/product/${item.id}`;
  const unitPrice = quoted?.price ?? item.price;
  const lineTotal = quoted?.lineTotal ?? unitPrice * item.quantity;
  const stock = quoted?.available ?? item.stock;
  const warningId = `cart-line-${item.id}-warning`;

  return (
    <li className={styles.line} data-testid={`cart-item-${item.id}`}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
        <ProductImage src={item.image || undefined} alt="" className={styles.image} loading="lazy" width={96} height={96} sizes="96px" />
      </Link>
      <div className={styles.details}>
        <h3 className={styles.name}>
          <Link to={href}>{item.name}</Link>
        </h3>
        {item.category && <p className={styles.meta}>{item.category}</p>}
        {item.color && <p className={styles.meta}>Colour: {item.color}</p>}
        <p className={styles.unit}>
          <span className="visually-hidden">Unit price: </span>
          {formatKsh(unitPrice)} <span className={styles.each}>each</span>
        </p>
        {warning && (
          <p id={warningId} className={styles.warning}>
            <AlertIcon size={16} /> {warning}
          </p>
        )}
      </div>
      <div className={styles.controls}>
        <QuantityStepper
          size="sm"
          value={item.quantity}
          max={maxLineQuantity(stock)}
          onChange={onQuantityChange}
          label={`Quantity of ${item.name}`}
          hideLabel
          decreaseLabel={`Decrease quantity of ${item.name}`}
          increaseLabel={`Increase quantity of ${item.name}`}
        />
        <p className={styles.total}>
          <span className="visually-hidden">Line total: </span>
          {formatKsh(lineTotal)}
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} className={styles.remove} aria-describedby={warning ? warningId : undefined}>
          Remove<span className="visually-hidden"> {item.name}</span>
        </Button>
      </div>
    </li>
  );
}
