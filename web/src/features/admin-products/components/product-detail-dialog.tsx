import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/product-image';
import type { Product } from '@/types/product';
import { formatNumber } from '@/lib/format';

import { stockStatus } from '../product-stock';
import styles from './product-detail-dialog.module.css';

type ProductDetailDialogProps = {
  product: Product | null;
  onClose: () => void;
  onEdit: (product: Product) => void;
};

/** A product at a glance (admin-side.md section 2): image, price, category, stock, description. */
export function ProductDetailDialog({ product, onClose, onEdit }: ProductDetailDialogProps) {
  const stock = product ? stockStatus(product.stock) : null;
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      size="lg"
      footer={
        product && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => onEdit(product)}>Edit Product</Button>
          </>
        )
      }
    >
      {product && stock && (
        <div className={styles.layout}>
          <ProductImage src={product.images[0]} alt={product.name} className={styles.image} sizes="(max-width: 767px) 100vw, 400px" />
          <dl className={styles.facts}>
            <div>
              <dt>Price</dt>
              <dd>
                <Price amount={product.price} original={product.original_price} />
              </dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{product.category}</dd>
            </div>
            <div>
              <dt>Stock</dt>
              <dd className={styles.stock}>
                {formatNumber(product.stock ?? 0)} <Badge tone={stock.tone}>{stock.label}</Badge>
              </dd>
            </div>
            <div>
              <dt>Description</dt>
              <dd className={styles.description}>{product.description}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
