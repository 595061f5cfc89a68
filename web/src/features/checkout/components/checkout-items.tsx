import type { CartItem } from '@/types/cart';
import { ProductImage } from '@/components/product-image';
import { formatKsh } from '@/lib/format';

import { stockIssueMessage, type StockIssue } from '../stock-issues';
import type { Quote } from '../types';
import styles from './checkout-form.module.css';

type CheckoutItemsProps = { items: CartItem[]; quote: Quote | undefined; issues: Map<number, StockIssue> };

/** The cart's lines in the checkout summary, with the server's line totals and any stock warning. */
export function CheckoutItems({ items, quote, issues }: CheckoutItemsProps) {
  const quoted = new Map(quote?.items.map((line) => [line.product_id, line]));
  return (
    <ul className={styles.items} aria-label="Items in your order">
      {items.map((item) => {
        const line = quoted.get(item.id);
        const total = line && line.quantity === item.quantity ? line.line_total : item.price * item.quantity;
        const issue = issues.get(item.id);
        return (
          <li key={item.id} className={styles.item}>
            <ProductImage src={item.image || undefined} alt="" className={styles.itemImage} width={48} height={48} sizes="48px" />
            <div className={styles.itemText}>
              <p className={styles.itemName}>{item.name}</p>
              <p className={styles.muted}>Qty {item.quantity}</p>
              {issue && <p className={styles.itemWarning}>{stockIssueMessage(issue)}</p>}
            </div>
            <p className={styles.itemTotal}>{formatKsh(total)}</p>
          </li>
        );
      })}
    </ul>
  );
}
