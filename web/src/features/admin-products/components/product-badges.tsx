import { Badge } from '@/components/ui/badge';
import type { Product } from '@/types/product';

import { stockStatus } from '../product-stock';
import styles from './product-badges.module.css';

/** Featured, Sale and the stock status (admin-side.md section 2, Product Management). */
export function ProductBadges({ product }: { product: Product }) {
  const stock = stockStatus(product.stock);
  return (
    <div className={styles.badges}>
      {product.featured && <Badge tone="primary">Featured</Badge>}
      {product.onSale && <Badge tone="sale">Sale</Badge>}
      <Badge tone={stock.tone}>{stock.label}</Badge>
    </div>
  );
}
