import { SearchIcon } from '@/components/icons';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { categoryPath } from '@/config/categories';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';

import { useProduct } from '../api/get-product';
import { LoadError } from '@/components/load-error';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductFaq } from './product-faq';
import { ProductOverview } from './product-overview';
import styles from './product-detail-page.module.css';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';

const LOAD_PRODUCT_FAILED_MESSAGE = 'Failed to load product details. Please try again later.';

/**
 * A product's page (customer spec §2 "Product detail"): breadcrumb, overview, tabs, FAQ and
 * related products; 'Product Not Found' when it does not exist or cannot be loaded.
 */
export function ProductDetailPage({ id }: { id: string }) {
  const query = useProduct(id);
  const product = query.data;

  usePageTitle(product ? product.name : query.isError ? 'Product Not Found' : undefined);

  if (query.isPending) {
    return (
      <div className={`container ${styles.page}`}>
        <ProductDetailSkeleton />
      </div>
    );
  }

  if (!product) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    const browse = (
      <ButtonLink to="/products" variant={missing ? 'primary' : 'secondary'}>
        Browse Products
      </ButtonLink>
    );
    return (
      <div className={`container ${styles.page}`}>
        {missing ? (
          <EmptyState
            headingLevel="h1"
            icon={<SearchIcon size={32} />}
            title="Product Not Found"
            description="The product you're looking for doesn't exist or is no longer available."
            actions={browse}
          />
        ) : (
          <LoadError
            headingLevel="h1"
            title="Product Not Found"
            message={LOAD_PRODUCT_FAILED_MESSAGE}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            actions={browse}
          />
        )}
      </div>
    );
  }

  const categoryName = product.category.split(' - ')[0] || product.category;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: categoryName, to: categoryPath(product.categorySlug) },
          { label: product.name },
        ]}
      />
      <ProductOverview product={product} />
      <ProductTabs product={product} />
      <ProductFaq product={product} />
      <RelatedProducts products={product.relatedProducts} />
    </div>
  );
}
