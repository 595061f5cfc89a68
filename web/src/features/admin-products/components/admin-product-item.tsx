import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import type { ProductView } from '@/components/ui/view-toggle';
import { ProductImage } from '@/components/product-image';
import { CARD_IMAGE_SIZES } from '@/lib/product-image';
import type { Product } from '@/types/product';
import { cx } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';

import { stockStatus } from '../product-stock';
import styles from './admin-product-item.module.css';

type AdminProductItemProps = {
  product: Product;
  layout: ProductView;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onView: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** This product's duplicate or delete is running. */
  busy?: boolean;
};

/** One product in the management grid or list: selection, badges, figures and its actions. */
export function AdminProductItem({
  product,
  layout,
  selected,
  onSelect,
  onView,
  onEdit,
  onDuplicate,
  onDelete,
  busy = false,
}: AdminProductItemProps) {
  const stock = stockStatus(product.stock);
  return (
    <article className={cx(styles.item, styles[layout], selected && styles.selected)} aria-label={product.name}>
      <label className={styles.select}>
        <input type="checkbox" checked={selected} onChange={(event) => onSelect(event.target.checked)} />
        <span className="visually-hidden">Select {product.name}</span>
      </label>
      <button type="button" className={styles.media} onClick={onView} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.images[0]}
          alt=""
          loading="lazy"
          decoding="async"
          className={styles.image}
          sizes={layout === 'grid' ? CARD_IMAGE_SIZES : '96px'}
        />
      </button>
      <div className={styles.body}>
        <div className={styles.badges}>
          {product.featured && <Badge tone="primary">Featured</Badge>}
          {product.onSale && <Badge tone="sale">Sale</Badge>}
          <Badge tone={stock.tone}>{stock.label}</Badge>
        </div>
        <h3 className={styles.name}>
          <button type="button" className={styles.nameButton} onClick={onView}>
            {product.name}
          </button>
        </h3>
        <p className={styles.category}>{product.category}</p>
        <div className={styles.figures}>
          <Price amount={product.price} original={product.original_price} size="sm" />
          <span className={styles.stock}>Stock: {formatNumber(product.stock ?? 0)}</span>
        </div>
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${product.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onDuplicate} disabled={busy} aria-label={`Duplicate ${product.name}`}>
          Duplicate
        </Button>
        <Button size="sm" variant="ghost" className={styles.delete} onClick={onDelete} disabled={busy} aria-label={`Delete ${product.name}`}>
          Delete
        </Button>
      </div>
    </article>
  );
}
