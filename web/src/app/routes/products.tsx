import { useCategoryList } from '@/lib/categories/use-category-list';
import { useProducts } from '@/features/products/api/get-products';
import { CategoryChips } from '@/features/products/components/category-chips';
import { ListingPage } from '@/components/listing/listing-page';
import { ListingSearchBox } from '@/components/listing/listing-search-box';
import { ProductListing } from '@/features/products/components/product-listing';
import { useListingState } from '@/features/products/hooks/use-listing-state';
import { toProductListParams, type ListingDefaults } from '@/features/products/listing-query';
import { usePageTitle } from '@/lib/page-title';

const DEFAULTS: ListingDefaults = { limit: 20, sort: 'newest' };

/**
 * /products, /all-products and /catalog without `q`: the product listing (customer spec §2
 * "Product listing"). /catalog?q= is the search page (DECISIONS.md, "Routes and links").
 */
export default function ProductsRoute() {
  const [state, update] = useListingState({ defaults: DEFAULTS });
  const products = useProducts(toProductListParams(state));
  const { categories } = useCategoryList();

  usePageTitle(state.search ? `Results for "${state.search}"` : 'All Furniture Products');

  return (
    <ListingPage
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'All Products' }]}
      title="All Furniture Products"
      intro={
        state.search ? (
          <p>Results for "{state.search}"</p>
        ) : (
          <p>Sofas, beds, dining sets and more for every room, delivered across Kenya.</p>
        )
      }
      controls={
        <>
          <ListingSearchBox value={state.search} onSearch={(search) => update({ search })} />
          <CategoryChips
            categories={categories}
            selected={state.category}
            onSelect={(category) => update({ category })}
          />
        </>
      }
    >
      <ProductListing state={state} onChange={update} query={products} categories={categories} />
    </ListingPage>
  );
}
