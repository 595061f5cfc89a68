import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/product-image';
import { CARD_IMAGE_SIZES } from '@/lib/product-image';
import type { Product } from '@/types/product';
import { cx } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';

import { productStatusOf, type ProductStatus } from '../product-form';
import styles from './admin-product-item.module.css';
import { ProductBadges } from './product-badges';

type AdminProductItemProps = {
  product: Product;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onView: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Publish (live) or Hide (hidden). */
  onSetStatus: (status: ProductStatus) => void;
  /** This product's duplicate, delete or status change is running. */
  busy?: boolean;
};

/** One product in the management grid: selection, badges, figures and its actions. */
export function AdminProductItem({ product, selected, onSelect, onView, onEdit, onDuplicate, onDelete, onSetStatus, busy = false }: AdminProductItemProps) {
  return (
    <article className={cx(styles.item, selected && styles.selected)} aria-label={product.name}>
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
          sizes={CARD_IMAGE_SIZES}
        />
      </button>
      <div className={styles.body}>
        <ProductBadges product={product} />
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
        <ProductActions product={product} busy={busy} onEdit={onEdit} onDuplicate={onDuplicate} onDelete={onDelete} onSetStatus={onSetStatus} />
      </div>
    </article>
  );
}

type ProductActionsProps = Pick<AdminProductItemProps, 'product' | 'busy' | 'onEdit' | 'onDuplicate' | 'onDelete' | 'onSetStatus'>;

/** Edit, Publish or Hide, Duplicate and Delete of one product (in a card of the grid or a row of the table). */
export function ProductActions({ product, busy = false, onEdit, onDuplicate, onDelete, onSetStatus }: ProductActionsProps) {
  const live = productStatusOf(product) === 'live';
  return (
    <>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${product.name}`}>
        Edit
      </Button>
      {live ? (
        <Button size="sm" variant="ghost" onClick={() => onSetStatus('hidden')} disabled={busy} aria-label={`Hide ${product.name}`}>
          Hide
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => onSetStatus('live')} disabled={busy} aria-label={`Publish ${product.name}`}>
          Publish
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onDuplicate} disabled={busy} aria-label={`Duplicate ${product.name}`}>
        Duplicate
      </Button>
      <Button size="sm" variant="ghost" className={styles.delete} onClick={onDelete} disabled={busy} aria-label={`Delete ${product.name}`}>
        Delete
      </Button>
    </>
  );
}
