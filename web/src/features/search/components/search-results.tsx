import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { SearchIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { ListingLayout } from '@/components/listing/listing-layout';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductView } from '@/components/ui/view-toggle';
import { ViewToggle } from '@/components/ui/view-toggle';
import { categoryTitleFromSlug } from '@/lib/categories/category-title';
import { FilterTags } from '@/components/listing/filter-tags';
import { LoadError } from '@/components/load-error';
import { SortSelect } from '@/components/listing/sort-select';
import { formatNumber } from '@/lib/format';
import type { Product } from '@/types/product';

import {
  SEARCH_FAILED_MESSAGE,
  SEARCH_LOAD_FAILED_MESSAGE,
  SEARCH_SORT_LABELS,
  searchFilterTags,
} from '../search-options';
import { CLEARED_SEARCH_FILTERS, hasActiveSearchFilters, type SearchChange, type SearchState } from '../search-query';
import { SEARCH_SORTS, type SearchFacets, type SearchResponse } from '../types';
import { SearchFilters } from './search-filters';

const MAX_SKELETONS = 12;

type SearchResultsProps = {
  state: SearchState;
  onChange: (change: SearchChange) => void;
  query: UseQueryResult<SearchResponse>;
  /** 'Clear search': back to 'Start your search'. */
  onClearSearch: () => void;
  /** The products as cards, and their placeholders while they load: given by src/app. */
  productGrid: ProductGridSlot;
};

/** How the search results draw products: the products feature's grid, passed in by the route. */
export type ProductGridSlot = {
  products: (products: Product[], options: { layout: ProductView; busy: boolean }) => ReactNode;
  skeleton: (count: number) => ReactNode;
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
export function SearchResults({ state, onChange, query, onClearSearch, productGrid }: SearchResultsProps) {
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
    content = productGrid.skeleton(Math.min(state.limit, MAX_SKELETONS));
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
    content = productGrid.products(data.products, { layout: state.view, busy: query.isPlaceholderData });
  }

  return (
    <ListingLayout
      filtersLabel="Filters"
      filters={panel}
      sidebarAction={clearAll}
      count={query.isPending ? 'Searching…' : data ? productCount(data.totalProducts) : ''}
      activeFilters={tags.length}
      controls={(sortClassName) => (
        <>
          <SortSelect
            value={state.sort}
            onChange={(sort) => onChange({ sort })}
            options={SEARCH_SORTS}
            labels={SEARCH_SORT_LABELS}
            className={sortClassName}
          />
          <ViewToggle value={state.view} onChange={(view) => onChange({ view })} />
        </>
      )}
      tags={<FilterTags tags={tags} onChange={onChange} onClearAll={clearFilters} />}
      pagination={data && { page: state.page, totalPages: data.totalPages, onPageChange: changePage }}
      drawerFooter={clearAll}
      showLabel={data ? `Show ${productCount(data.totalProducts)}` : 'Show results'}
    >
      {content}
    </ListingLayout>
  );
}
