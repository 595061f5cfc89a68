import type { UseQueryResult } from '@tanstack/react-query';

import { SearchIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ListingLayout } from '@/components/listing/listing-layout';
import { EmptyState } from '@/components/ui/empty-state';
import { categoryTitleFromSlug } from '@/lib/categories/category-title';
import { formatNumber } from '@/lib/format';

import { SORT_LABELS } from '@/lib/listing/listing-options';

import { filterTags, LISTING_SORTS } from '../listing-options';
import { CLEARED_FILTERS, type ListingState } from '../listing-query';
import type { ProductList, ProductSort } from '@/types/product';
import { FilterPanel, type CategoryOption } from './filter-panel';
import { FilterTags } from '@/components/listing/filter-tags';
import { LoadError } from '@/components/load-error';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from '@/components/listing/sort-select';

const MAX_SKELETONS = 12;

export const LOAD_FAILED_MESSAGE = 'Failed to load products. Please try again later.';
export const NO_PRODUCTS_MESSAGE = 'No products found. Try adjusting your filters or search for something else.';

type ProductListingProps = {
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
  query: UseQueryResult<ProductList>;
  /** Enables the Category filter. */
  categories?: CategoryOption[];
  /** Filters fixed by the screen; they have no control and no tag. */
  fixed?: { featured?: boolean; onSale?: boolean };
  sortOptions?: ProductSort[];
  /** Names the sidebar and the drawer (default 'Filters'). */
  filtersLabel?: string;
};

/**
 * The shared body of every product listing: filter sidebar (a drawer on small screens),
 * results count, sort, removable filter tags, the grid with its loading, empty and error
 * states, and pagination.
 */
export function ProductListing({
  state,
  onChange,
  query,
  categories,
  fixed = {},
  sortOptions,
  filtersLabel = 'Filters',
}: ProductListingProps) {
  const categoryName = (slug: string) =>
    categories?.find((category) => category.slug === slug)?.name ?? categoryTitleFromSlug(slug);
  const tags = filterTags(
    { ...state, featured: state.featured && !fixed.featured, onSale: state.onSale && !fixed.onSale },
    categoryName,
  );
  const filterCount = tags.filter((tag) => tag.key !== 'search').length;
  const clearAll = () => onChange(CLEARED_FILTERS);

  const panel = <FilterPanel state={state} onChange={onChange} categories={categories} fixed={fixed} />;
  const data = query.data;

  function changePage(page: number) {
    onChange({ page });
    window.scrollTo({ top: 0 });
  }

  let content;
  if (query.isPending) {
    content = <ProductGridSkeleton count={Math.min(state.limit, MAX_SKELETONS)} />;
  } else if (query.isError && !data) {
    content = (
      <LoadError message={LOAD_FAILED_MESSAGE} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  } else if (!data || data.products.length === 0) {
    content = (
      <EmptyState
        icon={<SearchIcon size={32} />}
        title="No products found"
        description={NO_PRODUCTS_MESSAGE}
        actions={
          tags.length > 0 ? (
            <Button variant="secondary" onClick={clearAll}>
              Clear all filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = <ProductGrid products={data.products} busy={query.isPlaceholderData} />;
  }

  return (
    <ListingLayout
      filtersLabel={filtersLabel}
      filters={panel}
      count={resultsText(data, query.isPending)}
      activeFilters={filterCount}
      controls={(sortClassName) => (
        <SortSelect
          value={state.sort}
          onChange={(sort) => onChange({ sort })}
          options={sortOptions ?? LISTING_SORTS}
          labels={SORT_LABELS}
          className={sortClassName}
        />
      )}
      tags={<FilterTags tags={tags} onChange={onChange} onClearAll={clearAll} />}
      pagination={
        data && { page: data.pagination.page, totalPages: data.pagination.totalPages, onPageChange: changePage }
      }
      drawerFooter={
        <Button variant="ghost" onClick={clearAll} disabled={filterCount === 0}>
          Clear all
        </Button>
      }
      showLabel={data ? `Show ${formatNumber(data.pagination.total)} results` : 'Show results'}
    >
      {content}
    </ListingLayout>
  );
}

function resultsText(data: ProductList | undefined, loading: boolean): string {
  if (loading || !data) return loading ? 'Loading products…' : '';
  const { page, limit, total } = data.pagination;
  if (total === 0 || data.products.length === 0) return '0 products';
  const from = (page - 1) * limit + 1;
  const to = from + data.products.length - 1;
  return `Showing ${formatNumber(from)}–${formatNumber(to)} of ${formatNumber(total)} ${total === 1 ? 'product' : 'products'}`;
}
