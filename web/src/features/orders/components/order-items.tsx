import { Link } from 'react-router';

import { ProductImage } from '@/components/product-image';
import { formatKsh } from '@/lib/format';

import type { OrderItem } from '@/types/order';
import styles from './order-items.module.css';

/** The lines of an order: photo, name (linking to the product), quantity x price and line total. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className={styles.items} aria-label="Items">
      {items.map((item, index) => (
        <li key={`${item.product_id}-${index}`} className={styles.item}>
          <ProductImage src={item.image || undefined} alt="" className={styles.image} loading="lazy" width={64} height={64} sizes="64px" />
          <div className={styles.body}>
            <p className={styles.name}>
              <Link to={`/product/${item.product_id}`}>{item.product_name}</Link>
            </p>
            {item.category && <p className={styles.meta}>{item.category}</p>}
            <p className={styles.meta}>
              {item.quantity} × {formatKsh(item.price)}
            </p>
          </div>
          <p className={styles.total}>{formatKsh(item.line_total)}</p>
        </li>
      ))}
    </ul>
  );
}

/** 'Nairobi Sofa × 2, Lamu Chair × 1 and 2 more'. */
export function itemsSummary(items: OrderItem[], shown = 2): string {
  if (items.length === 0) return 'No items';
  const names = items.slice(0, shown).map((item) => `${item.product_name} × ${item.quantity}`);
  const more = items.length - shown;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}
