import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { DataTableSkeleton } from '@/components/data-table/data-table';
import { PageRange } from '@/components/data-table/page-range';
import { AlertIcon, SearchIcon, SofaIcon } from '@/components/icons';
import { QueryBody } from '@/components/query-body';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ViewToggle, type ProductView } from '@/components/ui/view-toggle';
import { useAuth } from '@/lib/auth/auth-provider';
import { useCategoryList } from '@/lib/categories/use-category-list';
import type { Product } from '@/types/product';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { describeAdminError } from '@/lib/admin/admin-error';
import {
  BULK_DELETE_FAILED_MESSAGE,
  bulkDeletedMessage,
  DELETE_FAILED_MESSAGE,
  PRODUCT_DELETED_MESSAGE,
  useBulkDeleteProducts,
  useDeleteProduct,
} from '../api/delete-product';
import { DUPLICATE_FAILED_MESSAGE, PRODUCT_DUPLICATED_MESSAGE, useDuplicateProduct } from '../api/duplicate-product';
import { useExportProducts } from '../api/export-products';
import { STATUS_FAILED_MESSAGE, statusChangedMessage, useSetProductStatus } from '../api/set-product-status';
import { PRODUCT_STATUSES, STATUS_LABELS, type ProductStatus } from '../product-form';
import { ImportProductsDialog } from './import-products-dialog';
import { ADMIN_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products';
import { useProductStats } from '../api/get-product-stats';
import { adminKeys } from '@/lib/admin/keys';
import type { AdminProductFilter, AdminProductSort, SortOrder } from '../api/product-types';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminProductItem } from './admin-product-item';
import { AdminProductsTable } from './admin-products-table';
import styles from './manage-products-screen.module.css';
import { ProductDetailDialog } from './product-detail-dialog';
import { ProductFormPanel } from './product-form-panel';
import { ProductStatsCards } from './product-stats-cards';

export const LOAD_FAILED_MESSAGE = 'Failed to load products. Please check your connection.';

const SORT_OPTIONS: { value: AdminProductSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price' },
  { value: 'stock', label: 'Stock' },
  { value: 'category', label: 'Category' },
];

type PendingDelete = { kind: 'one'; product: Product } | { kind: 'bulk'; ids: number[] };

/** A failure of the API itself (down, unreachable, timing out), as opposed to a refusal. */
function isOffline(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

const syncedFormat = new Intl.DateTimeFormat('en-KE', { timeStyle: 'medium', timeZone: 'Africa/Nairobi' });

/**
 * /admin/manage-products (admin-side.md section 2, "Product Management"). Search, filter, sort
 * and paging run on the server (GET /admin/products), so the screen stays fast at any
 * catalogue size; the stat cards and the CSV export are the server's too. When the API cannot
 * be reached, the last loaded page stays on screen under the offline banner.
 */
export function ManageProductsScreen() {
  const { token } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { categories } = useCategoryList();

  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [importOpen, setImportOpen] = useState(false);
  const [sort, setSort] = useState<AdminProductSort>('name');
  const [order, setOrder] = useState<SortOrder>('asc');
  const [view, setView] = useState<ProductView>('grid');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search).trim();
  const filter: AdminProductFilter = { search: debouncedSearch, category, sort, order, status };

  const list = useAdminProducts({ ...filter, page, limit: ADMIN_PAGE_SIZE });
  const stats = useProductStats();

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [detail, setDetail] = useState<Product | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const deleteOne = useDeleteProduct();
  const deleteMany = useBulkDeleteProducts();
  const duplicate = useDuplicateProduct();
  const changeStatus = useSetProductStatus();
  const exportCsv = useExportProducts();

  // The spec's load failure toast, once per failed load.
  useEffect(() => {
    if (list.errorUpdatedAt > 0) toast({ type: 'error', message: LOAD_FAILED_MESSAGE });
  }, [list.errorUpdatedAt, toast]);

  // After deletions the last page may have gone: show the new last page.
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [list.isPlaceholderData, page, totalPages]);

  /** Any change of search, filter or sort starts again at page 1 (section 5). */
  function changeFilter(change: () => void) {
    change();
    setPage(1);
  }

  function closeForm() {
    setFormOpen(false);
    setEditing(null);
    setFormKey((key) => key + 1);
  }

  function toggleForm() {
    if (formOpen) closeForm();
    else {
      setEditing(null);
      setFormKey((key) => key + 1);
      setFormOpen(true);
    }
  }

  function edit(product: Product) {
    setDetail(null);
    setEditing(product);
    setFormKey((key) => key + 1);
    setFormOpen(true);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  function saved(outcome: 'added' | 'updated') {
    if (outcome === 'added') closeForm();
    else {
      setEditing(null);
      setFormKey((key) => key + 1);
    }
  }

  function select(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function forget(ids: number[]) {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    if (editing && ids.includes(editing.id)) closeForm();
  }

  function runDuplicate(product: Product) {
    duplicate.mutate(product.id, {
      onSuccess: () => toast({ type: 'success', message: PRODUCT_DUPLICATED_MESSAGE }),
      onError: () => toast({ type: 'error', message: DUPLICATE_FAILED_MESSAGE }),
    });
  }

  function runSetStatus(product: Product, next: ProductStatus) {
    changeStatus.mutate(
      { id: product.id, status: next },
      {
        onSuccess: (changed) => toast({ type: 'success', message: statusChangedMessage(changed) }),
        onError: (error) => toast({ type: 'error', message: isApiError(error) ? error.message : STATUS_FAILED_MESSAGE }),
      },
    );
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'one') {
      const { id } = pendingDelete.product;
      deleteOne.mutate(id, {
        onSuccess: () => {
          toast({ type: 'success', message: PRODUCT_DELETED_MESSAGE });
          forget([id]);
        },
        onError: () => toast({ type: 'error', message: DELETE_FAILED_MESSAGE }),
        onSettled: () => setPendingDelete(null),
      });
      return;
    }
    const { ids } = pendingDelete;
    deleteMany.mutate(ids, {
      onSuccess: ({ deleted }) => {
        toast({ type: 'success', message: bulkDeletedMessage(deleted) });
        forget(ids);
      },
      onError: () => toast({ type: 'error', message: BULK_DELETE_FAILED_MESSAGE }),
      onSettled: () => setPendingDelete(null),
    });
  }

  function runExport() {
    exportCsv.mutate(filter, {
      onSuccess: (filename) => toast({ type: 'success', message: `Exported ${filename}` }),
      onError: (error) => toast({ type: 'error', message: isApiError(error) ? error.message : 'Failed to export products.' }),
    });
  }

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: adminKeys.productsAll() });
  }

  const products = list.data?.products ?? [];
  const filtered = debouncedSearch !== '' || category !== '' || status !== '';
  const offline = list.isError && isOffline(list.error);
  const refused = list.isError && !offline ? describeAdminError(list.error, Boolean(token)) : null;
  const pageIds = products.map((product) => product.id);
  const allOnPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const busyId = duplicate.isPending
    ? duplicate.variables
    : deleteOne.isPending
      ? deleteOne.variables
      : changeStatus.isPending
        ? changeStatus.variables.id
        : undefined;
  const deleting = deleteOne.isPending || deleteMany.isPending;

  return (
    <AdminPage
      title="Product Management"
      meta={
        <p>
          Last synced: {list.dataUpdatedAt > 0 ? <time dateTime={new Date(list.dataUpdatedAt).toISOString()}>{syncedFormat.format(list.dataUpdatedAt)}</time> : 'never'}
        </p>
      }
      actions={
        <>
          <Button onClick={toggleForm} aria-expanded={formOpen}>
            {formOpen ? 'Hide Form' : 'Add Product'}
          </Button>
          <Button variant="secondary" onClick={runExport} loading={exportCsv.isPending} loadingLabel="Exporting">
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            Import CSV
          </Button>
          <Button variant="secondary" onClick={refresh} loading={list.isFetching && !list.isPending} loadingLabel="Refreshing">
            Refresh
          </Button>
        </>
      }
    >
      {offline && (
        <div className={styles.offline} role="alert">
          <AlertIcon size={20} />
          <p>{list.isFetching ? 'Checking connection...' : 'API Offline - Using cached data'}</p>
          <Button size="sm" variant="secondary" onClick={refresh} disabled={list.isFetching}>
            Retry
          </Button>
        </div>
      )}
      {refused && (
        <div className={styles.refused} role="alert">
          <AlertIcon size={20} />
          <div>
            <p className={styles.refusedMessage}>{refused.message}</p>
            {refused.hint && <p>{refused.hint}</p>}
          </div>
          <Button size="sm" variant="secondary" onClick={refresh}>
            Retry
          </Button>
        </div>
      )}

      <ProductStatsCards query={stats} />

      {formOpen && (
        <ProductFormPanel key={formKey} product={editing} onSaved={saved} onCancel={closeForm} />
      )}

      <Card padding="sm" className={styles.toolbar}>
        <div className={styles.filters} role="search">
          <Input
            label="Search products"
            hideLabel
            type="search"
            placeholder="Search by name, description or category"
            value={search}
            onChange={(event) => changeFilter(() => setSearch(event.target.value))}
            fieldClassName={styles.search}
          />
          <Select
            label="Filter by category"
            hideLabel
            options={[{ value: '', label: 'All Categories' }, ...categories.map((entry) => ({ value: entry.slug, label: entry.name }))]}
            value={category}
            onChange={(event) => changeFilter(() => setCategory(event.target.value))}
            fieldClassName={styles.category}
          />
          <Select
            label="Filter by status"
            hideLabel
            options={[{ value: '', label: 'All Statuses' }, ...PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))]}
            value={status}
            onChange={(event) => changeFilter(() => setStatus(event.target.value))}
            fieldClassName={styles.category}
          />
          <Select
            label="Sort by"
            hideLabel
            options={SORT_OPTIONS}
            value={sort}
            onChange={(event) => changeFilter(() => setSort(event.target.value as AdminProductSort))}
            fieldClassName={styles.sort}
          />
          <Button
            variant="secondary"
            onClick={() => changeFilter(() => setOrder((current) => (current === 'asc' ? 'desc' : 'asc')))}
            aria-label={order === 'asc' ? 'Sort ascending (switch to descending)' : 'Sort descending (switch to ascending)'}
          >
            {order === 'asc' ? 'Asc ↑' : 'Desc ↓'}
          </Button>
        </div>
        <ViewToggle value={view} onChange={setView} />
      </Card>

      {selected.size > 0 && (
        <div className={styles.bulkBar} role="region" aria-label="Bulk actions">
          <p>
            <strong>{selected.size}</strong> products selected
          </p>
          <div className={styles.bulkActions}>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear Selection
            </Button>
            <Button size="sm" variant="danger" onClick={() => setPendingDelete({ kind: 'bulk', ids: [...selected] })}>
              Delete Selected
            </Button>
          </div>
        </div>
      )}

      <section aria-label="Products" aria-busy={list.isFetching || undefined} className={styles.results}>
        <QueryBody
          query={list}
          loadingText="Loading products..."
          loading={
            view === 'grid' ? (
              <ul className={styles.grid} aria-hidden="true">
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index}>
                    <Skeleton height={300} />
                  </li>
                ))}
              </ul>
            ) : (
              <DataTableSkeleton headers={['Select', 'Product', 'Category', 'Status', 'Price', 'Stock', 'Actions']} label="Loading products" />
            )
          }
          error={{ title: 'Could not load the products', message: LOAD_FAILED_MESSAGE }}
          isEmpty={(answer) => answer.products.length === 0}
          empty={
            filtered
              ? {
                  icon: <SearchIcon size={28} />,
                  title: 'No products match your search criteria.',
                  actions: (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        changeFilter(() => {
                          setSearch('');
                          setCategory('');
                          setStatus('');
                        })
                      }
                    >
                      Clear filters
                    </Button>
                  ),
                }
              : {
                  icon: <SofaIcon size={28} />,
                  title: 'No products available.',
                  actions: (
                    <Button
                      onClick={() => {
                        setEditing(null);
                        setFormKey((key) => key + 1);
                        setFormOpen(true);
                        window.scrollTo({ top: 0, behavior: 'smooth' });
                      }}
                    >
                      Add Your First Product
                    </Button>
                  ),
                }
          }
        >
          {(answer) => (
            <>
              <div className={styles.summary}>
                <label className={styles.selectAll}>
                  <input
                    type="checkbox"
                    checked={allOnPageSelected}
                    onChange={(event) => {
                      const on = event.target.checked;
                      setSelected((current) => {
                        const next = new Set(current);
                        for (const id of pageIds) {
                          if (on) next.add(id);
                          else next.delete(id);
                        }
                        return next;
                      });
                    }}
                  />
                  Select all on this page
                </label>
                <PageRange answer={answer.pagination} count={answer.products.length} noun="products" />
              </div>
              {view === 'grid' ? (
                <ul className={styles.grid}>
                  {answer.products.map((product) => (
                    <li key={product.id}>
                      <AdminProductItem
                        product={product}
                        selected={selected.has(product.id)}
                        onSelect={(on) => select(product.id, on)}
                        onView={() => setDetail(product)}
                        onEdit={() => edit(product)}
                        onDuplicate={() => runDuplicate(product)}
                        onDelete={() => setPendingDelete({ kind: 'one', product })}
                        onSetStatus={(next) => runSetStatus(product, next)}
                        busy={busyId === product.id}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <AdminProductsTable
                  products={answer.products}
                  selected={selected}
                  onSelect={(product, on) => select(product.id, on)}
                  onView={setDetail}
                  onEdit={edit}
                  onDuplicate={runDuplicate}
                  onDelete={(product) => setPendingDelete({ kind: 'one', product })}
                  onSetStatus={runSetStatus}
                  busyId={busyId}
                  sort={{ key: sort, direction: order }}
                  onSortChange={(next) =>
                    changeFilter(() => {
                      setSort(next.key);
                      setOrder(next.direction);
                    })
                  }
                />
              )}
              <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Product pages" />
            </>
          )}
        </QueryBody>
      </section>

      <ProductDetailDialog product={detail} onClose={() => setDetail(null)} onEdit={edit} />
      <ImportProductsDialog open={importOpen} onClose={() => setImportOpen(false)} />
      <Dialog
        open={pendingDelete !== null}
        onClose={() => setPendingDelete(null)}
        title={pendingDelete?.kind === 'bulk' ? 'Delete products' : 'Delete product'}
        size="sm"
        description={
          pendingDelete?.kind === 'bulk'
            ? `Are you sure you want to delete ${pendingDelete.ids.length} products?`
            : 'Are you sure you want to delete this product?'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setPendingDelete(null)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} loadingLabel="Deleting" onClick={confirmDelete}>
              Delete
            </Button>
          </>
        }
      >
        {pendingDelete?.kind === 'one' && <p className={styles.deleteName}>{pendingDelete.product.name}</p>}
      </Dialog>
    </AdminPage>
  );
}
