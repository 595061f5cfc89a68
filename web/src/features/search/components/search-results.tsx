import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

import { SearchIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ViewToggle } from '@/components/ui/view-toggle';
import { categoryTitleFromSlug } from '@/lib/categories/category-title';
import { FilterTags } from '@/features/products/components/filter-tags';
import { LoadError } from '@/components/load-error';
import { ProductGrid, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { SortSelect } from '@/features/products/components/sort-select';
import { formatNumber } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';

import {
  SEARCH_FAILED_MESSAGE,
  SEARCH_LOAD_FAILED_MESSAGE,
  SEARCH_SORT_LABELS,
  searchFilterTags,
} from '../search-options';
import { CLEARED_SEARCH_FILTERS, hasActiveSearchFilters, type SearchChange, type SearchState } from '../search-query';
import { SEARCH_SORTS, type SearchFacets, type SearchResponse } from '../types';
import { SearchFilters } from './search-filters';
import styles from './search-results.module.css';

/** The sidebar sits beside the results from this width; below it the filters are a drawer. */
const DESKTOP_QUERY = '(min-width: 1024px)';
const MAX_SKELETONS = 12;

type SearchResultsProps = {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  query: UseQueryResult<SearchResponse>;
  /** 'Clear search': back to 'Start your search'. */
  onClearSearch: () => void;
};

function productCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? 'product' : 'products'}`;
}

function facetLabel(facets: SearchFacets | undefined, slug: string): string {
  const option = [...(facets?.categories ?? []), ...(facets?.subcategories ?? [])].find(
    (facet) => facet.value.toLowerCase() === slug.toLowerCase(),
  );
  return option?.label ?? categoryTitleFromSlug(slug);
}

/**
 * The results of a search: filter sidebar (a drawer on small screens) with facet counts, the
 * total, sort, grid or list, removable filter tags, the products with their loading, empty and
 * error states, and pagination.
 */
export function SearchResults({ state, onChange, query, onClearSearch }: SearchResultsProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const data = query.data;
  const facets = data?.facets;

  const tags = searchFilterTags(state, (slug) => facetLabel(facets, slug));
  const filtersActive = hasActiveSearchFilters(state);
  const clearFilters = () => onChange(CLEARED_SEARCH_FILTERS);

  function changePage(page: number) {
    onChange({ page });
    window.scrollTo({ top: 0 });
  }

  const panel = <SearchFilters state={state} onChange={onChange} facets={facets} />;
  const clearAll = (
    <Button variant="ghost" size="sm" onClick={clearFilters} disabled={!filtersActive}>
      Clear All
    </Button>
  );

  let content;
  if (query.isPending) {
    content = <ProductGridSkeleton count={Math.min(state.limit, MAX_SKELETONS)} />;
  } else if (query.isError && !data) {
    content = (
      <LoadError
        title="Search failed"
        message={state.page > 1 ? SEARCH_LOAD_FAILED_MESSAGE : SEARCH_FAILED_MESSAGE}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data || data.products.length === 0) {
    content = (
      <EmptyState
        icon={<SearchIcon size={32} />}
        title="No results found"
        description={
          filtersActive
            ? `Nothing matches "${state.q}" with these filters. Try removing some of them, or search for something else.`
            : `We couldn't find anything for "${state.q}". Check the spelling or try a more general word.`
        }
        actions={
          <>
            {filtersActive && (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
            <Button variant={filtersActive ? 'ghost' : 'secondary'} onClick={onClearSearch}>
              Clear search
            </Button>
          </>
        }
      />
    );
  } else {
    content = <ProductGrid products={data.products} layout={state.view} busy={query.isPlaceholderData} />;
  }

  return (
    <div className={styles.layout}>
      {isDesktop && (
        <aside className={styles.sidebar} aria-label="Filters">
          <div className={styles.sidebarHeader}>
            <h2 className={styles.sidebarTitle}>Filters</h2>
            {clearAll}
          </div>
          {panel}
        </aside>
      )}

      <section className={styles.results} aria-label="Products">
        <h2 className="visually-hidden">Products</h2>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {query.isPending ? 'Searching…' : data ? productCount(data.totalProducts) : ''}
          </p>
          <div className={styles.controls}>
            {!isDesktop && (
              <Button variant="secondary" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                Filters
                {tags.length > 0 && <span className={styles.filterCount}>{tags.length}</span>}
              </Button>
            )}
            <SortSelect
              value={state.sort}
              onChange={(sort) => onChange({ sort })}
              options={SEARCH_SORTS}
              labels={SEARCH_SORT_LABELS}
              className={styles.sort}
            />
            <ViewToggle value={state.view} onChange={(view) => onChange({ view })} />
          </div>
        </div>

        <FilterTags tags={tags} onChange={onChange} onClearAll={clearFilters} />

        {content}

        {data && (
          <Pagination
            page={state.page}
            totalPages={data.totalPages}
            onPageChange={changePage}
            className={styles.pagination}
          />
        )}
      </section>

      {!isDesktop && (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="Filters"
          placement="left"
          footer={
            <div className={styles.drawerFooter}>
              {clearAll}
              <Button onClick={() => setDrawerOpen(false)}>
                {data ? `Show ${productCount(data.totalProducts)}` : 'Show results'}
              </Button>
            </div>
          }
        >
          {panel}
        </Dialog>
      )}
    </div>
  );
}
