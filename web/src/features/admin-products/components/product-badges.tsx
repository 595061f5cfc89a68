import { Badge } from '@/components/ui/badge';
import type { Product } from '@/types/product';

import { productStatusOf, STATUS_LABELS } from '../product-form';
import { stockStatus } from '../product-stock';
import styles from './product-badges.module.css';

/** Draft or Hidden, Featured, Sale and the stock status (admin-side.md section 2, Product Management). */
export function ProductBadges({ product }: { product: Product }) {
  const stock = stockStatus(product.stock);
  const status = productStatusOf(product);
  return (
    <div className={styles.badges}>
      {status !== 'live' && (
        <Badge tone="neutral" data-testid={`product-status-${product.id}`}>
          {STATUS_LABELS[status]}
        </Badge>
      )}
      {product.featured && <Badge tone="primary">Featured</Badge>}
      {product.onSale && <Badge tone="sale">Sale</Badge>}
      <Badge tone={stock.tone}>{stock.label}</Badge>
    </div>
  );
}
