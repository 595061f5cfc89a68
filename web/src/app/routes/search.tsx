import { useNavigate } from 'react-router';

import { ListingPage } from '@/components/listing/listing-page';
import { ProductGrid, ProductGridSkeleton } from '@/features/products/components/product-grid';
import { useSearchProducts } from '@/features/search/api/search-products';
import { RelatedSearches } from '@/features/search/components/related-searches';
import { SearchBar } from '@/features/search/components/search-bar';
import { SearchResults, type ProductGridSlot } from '@/features/search/components/search-results';
import { SearchStart } from '@/features/search/components/search-start';
import { useSearchState } from '@/features/search/hooks/use-search-state';
import { freshSearchQuery, toSearchParams } from '@/features/search/search-query';
import { usePageTitle } from '@/lib/page-title';

/** The search results draw products with the catalogue's own cards. */
const PRODUCT_GRID: ProductGridSlot = {
  products: (products, { layout, busy }) => <ProductGrid products={products} layout={layout} busy={busy} />,
  skeleton: (count) => <ProductGridSkeleton count={count} />,
};

/**
 * /search and /catalog?q=: one search page with everything both spec variants have (customer
 * spec §2 "Search results"; DECISIONS.md "Routes and links"). All of its state is in the URL.
 */
export default function SearchRoute() {
  const navigate = useNavigate();
  const [state, update] = useSearchState();
  const results = useSearchProducts(toSearchParams(state));
  // While another term loads, the previous term's spelling note and related searches are hidden.
  const data = results.data;
  const answer = state.q && data && (!results.isPlaceholderData || data.query === state.q) ? data : undefined;
  const title = state.q ? `Search results for "${state.q}"` : 'Search';

  usePageTitle(title);

  return (
    <ListingPage
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Search' }]}
      title={title}
      intro={answer?.correctedQuery ? <p>Showing results for "{answer.correctedQuery}"</p> : undefined}
      controls={
        <>
          <SearchBar value={state.q} onSearch={(q) => update({ q })} />
          {answer && <RelatedSearches terms={answer.relatedSearches} view={state.view} />}
        </>
      }
    >
      {state.q ? (
        <SearchResults
          state={state}
          onChange={update}
          query={results}
          onClearSearch={() => void navigate({ pathname: '/search', search: freshSearchQuery('', state.view) })}
          productGrid={PRODUCT_GRID}
        />
      ) : (
        <SearchStart view={state.view} />
      )}
    </ListingPage>
  );
}
