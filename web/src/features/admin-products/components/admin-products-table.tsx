import { DataTable, type DataTableColumn, type TableSort } from '@/components/data-table/data-table';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/product-image';
import type { Product } from '@/types/product';
import { formatNumber } from '@/lib/format';

import type { AdminProductSort } from '../api/product-types';
import { ProductActions } from './admin-product-item';
import type { ProductStatus } from '../product-form';
import styles from './admin-products-table.module.css';
import { ProductBadges } from './product-badges';

type AdminProductsTableProps = {
  products: Product[];
  selected: ReadonlySet<number>;
  onSelect: (product: Product, selected: boolean) => void;
  onView: (product: Product) => void;
  onEdit: (product: Product) => void;
  onDuplicate: (product: Product) => void;
  onDelete: (product: Product) => void;
  onSetStatus: (product: Product, status: ProductStatus) => void;
  /** The product whose duplicate, delete or status change is running. */
  busyId: number | undefined;
  /** The server sorts the catalogue: the headers show and change its order. */
  sort: TableSort<AdminProductSort>;
  onSortChange: (sort: TableSort<AdminProductSort>) => void;
};

/** The management list as rows: selection, product, category, badges, price and stock, and the actions. */
export function AdminProductsTable({
  products,
  selected,
  onSelect,
  onView,
  onEdit,
  onDuplicate,
  onDelete,
  onSetStatus,
  busyId,
  sort,
  onSortChange,
}: AdminProductsTableProps) {
  const columns: DataTableColumn<Product, AdminProductSort>[] = [
    {
      id: 'select',
      header: 'Select',
      hideHeader: true,
      cell: (product) => (
        <label className={styles.select}>
          <input type="checkbox" checked={selected.has(product.id)} onChange={(event) => onSelect(product, event.target.checked)} />
          <span className="visually-hidden">Select {product.name}</span>
        </label>
      ),
    },
    {
      id: 'name',
      header: 'Product',
      sortKey: 'name',
      cell: (product) => (
        <div className={styles.product}>
          <ProductImage src={product.images[0]} alt="" loading="lazy" decoding="async" className={styles.thumb} sizes="56px" />
          <button type="button" className={styles.name} onClick={() => onView(product)}>
            {product.name}
          </button>
        </div>
      ),
    },
    { id: 'category', header: 'Category', sortKey: 'category', cell: (product) => <span className={styles.category}>{product.category}</span> },
    { id: 'status', header: 'Status', cell: (product) => <ProductBadges product={product} /> },
    {
      id: 'price',
      header: 'Price',
      sortKey: 'price',
      align: 'end',
      cell: (product) => <Price amount={product.price} original={product.original_price} size="sm" />,
    },
    { id: 'stock', header: 'Stock', sortKey: 'stock', align: 'end', cell: (product) => formatNumber(product.stock ?? 0) },
  ];
  return (
    <DataTable
      caption="Products"
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      rowTestId={(product) => `admin-product-${product.id}`}
      isRowSelected={(product) => selected.has(product.id)}
      rowActions={(product) => (
        <ProductActions
          product={product}
          busy={busyId === product.id}
          onEdit={() => onEdit(product)}
          onDuplicate={() => onDuplicate(product)}
          onDelete={() => onDelete(product)}
          onSetStatus={(status) => onSetStatus(product, status)}
        />
      )}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
