import { useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { categoryPath } from '@/config/categories';
import { resolveCategory } from '@/lib/categories/category-title';
import { useCategoryList } from '@/lib/categories/use-category-list';
import { useProductsByCategory } from '@/features/products/api/get-products-by-category';
import { CategoryChips } from '@/features/products/components/category-chips';
import { ListingPage } from '@/components/listing/listing-page';
import { ProductListing } from '@/features/products/components/product-listing';
import { useListingState } from '@/features/products/hooks/use-listing-state';
import { toCategoryProductsParams, type ListingDefaults } from '@/features/products/listing-query';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';

const DEFAULTS: ListingDefaults = { limit: 12, sort: 'newest' };

/**
 * /category/{category}[/{subcategory}[/{item}]] (customer spec §2 "Category page"): the most
 * specific segment that is a known slug decides what is listed.
 */
export default function CategoryRoute() {
  const params = useParams();
  const segments = [params.category, params.sub, params.item].filter((segment): segment is string => !!segment);
  const { categories } = useCategoryList();
  const resolved = resolveCategory(segments, categories);
  const [state, update] = useListingState({ defaults: DEFAULTS });
  const products = useProductsByCategory(resolved.slug, toCategoryProductsParams(state));
  const notFound = isApiError(products.error) && products.error.status === 404;

  usePageTitle(notFound ? 'Category not found' : `${resolved.title} Furniture`);

  if (notFound) {
    return (
      <div className="container" style={{ paddingBlock: 'var(--space-16)' }}>
        <EmptyState
          headingLevel="h1"
          title="Category not found"
          description={`We don't have a "${resolved.title}" category. Browse the categories we do have.`}
          actions={
            <>
              <ButtonLink to="/categories">Browse all categories</ButtonLink>
              <ButtonLink to="/products" variant="secondary">
                View all products
              </ButtonLink>
            </>
          }
        />
      </div>
    );
  }

  const breadcrumb = [
    { label: 'Home', to: '/' },
    { label: 'Furniture', to: '/furniture' },
    ...(resolved.parent ? [{ label: resolved.parent.title, to: categoryPath(resolved.parent.slug) }] : []),
    { label: resolved.title },
  ];
  const parent = resolved.category;

  return (
    <ListingPage
      breadcrumb={breadcrumb}
      title={`${resolved.title} Furniture`}
      controls={
        parent &&
        parent.subcategories.length > 0 && (
          <CategoryChips
            label={`${parent.name} subcategories`}
            categories={parent.subcategories}
            selected={resolved.slug === parent.slug ? '' : resolved.slug}
            hrefFor={(slug) => categoryPath(slug || parent.slug)}
            allLabel={`All ${parent.name}`}
          />
        )
      }
    >
      <ProductListing state={state} onChange={update} query={products} />
    </ListingPage>
  );
}
