import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';

import { useCategoryList } from '@/lib/categories/use-category-list';
import { useProducts } from '@/features/products/api/get-products';
import { BrandDirectory } from '@/features/products/components/brand-directory';
import { ListingPage } from '@/components/listing/listing-page';
import { ProductListing } from '@/features/products/components/product-listing';
import { RuleListingScreen } from '@/features/products/components/rule-listing';
import { FEATURED, RULE_LISTINGS, saleListing, type Collection } from '@/features/products/collections';
import { useListingState } from '@/features/products/hooks/use-listing-state';
import { toProductListParams, type ListingDefaults } from '@/features/products/listing-query';
import { usePageTitle } from '@/lib/page-title';

/** /featured, /brands, the rule-made listings (issue 24, part 1) and /sale/{slug}. */
export default function CollectionRoute() {
  const { pathname } = useLocation();
  const { slug } = useParams();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/brands') return <BrandsScreen />;
  if (path === '/featured') return <CollectionScreen collection={FEATURED} />;
  const listing = slug ? saleListing(slug) : RULE_LISTINGS[path];
  if (!listing) return <CollectionScreen collection={FEATURED} />;
  return <RuleListingScreen key={path} listing={listing} />;
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
