import { useMemo } from 'react';
import { useLocation } from 'react-router';

import { useCategoryList } from '@/lib/categories/use-category-list';
import { useProducts } from '@/features/products/api/get-products';
import { BrandDirectory } from '@/features/products/components/brand-directory';
import { ListingPage } from '@/components/listing/listing-page';
import { ProductListing } from '@/features/products/components/product-listing';
import { COLLECTIONS, type Collection } from '@/features/products/collections';
import { useListingState } from '@/features/products/hooks/use-listing-state';
import { toProductListParams, type ListingDefaults } from '@/features/products/listing-query';
import { usePageTitle } from '@/lib/page-title';

/** /featured, /new-arrivals, /best-sellers, the sale paths and /brands. */
export default function CollectionRoute() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/brands') return <BrandsScreen />;
  const collection = COLLECTIONS[path] ?? COLLECTIONS['/new-arrivals']!;
  return <CollectionScreen key={path} collection={collection} />;
}

function CollectionScreen({ collection }: { collection: Collection }) {
  const defaults = useMemo<ListingDefaults>(() => ({ limit: 20, sort: collection.defaultSort }), [collection]);
  const [state, update] = useListingState({ defaults });
  const products = useProducts({ ...toProductListParams(state), ...collection.fixed });
  const { categories } = useCategoryList();

  usePageTitle(collection.title);

  return (
    <ListingPage
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Furniture', to: '/furniture' }, { label: collection.title }]}
      title={collection.title}
      intro={<p>{collection.intro}</p>}
    >
      <ProductListing
        state={state}
        onChange={update}
        query={products}
        categories={categories}
        fixed={collection.fixed}
        sortOptions={collection.sortOptions}
      />
    </ListingPage>
  );
}

function BrandsScreen() {
  usePageTitle('Brands');
  return (
    <ListingPage
      breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Furniture', to: '/furniture' }, { label: 'Brands' }]}
      title="Brands"
      intro={<p>The furniture makers in our catalogue. Choose a brand to see all of its pieces.</p>}
    >
      <BrandDirectory />
    </ListingPage>
  );
}
