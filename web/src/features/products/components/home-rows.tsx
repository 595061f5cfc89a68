import { useFeaturedProducts } from '../api/get-featured-products';
import { useNewArrivals } from '../api/get-new-arrivals';
import { useProducts } from '../api/get-products';

import { ProductRow } from './product-row';

/** Page sizes of the home rows (customer-side.md section 9). */
const FEATURED_LIMIT = 8;
const CATEGORY_ROW_LIMIT = 9;

export function SponsoredRow() {
  const query = useFeaturedProducts(FEATURED_LIMIT);
  return (
    <ProductRow
      title="Sponsored"
      subtitle="Featured pieces our customers love right now"
      viewAllTo="/featured"
      query={{ ...query, products: query.data }}
    />
  );
}

export function NewArrivalsRow() {
  const query = useNewArrivals(FEATURED_LIMIT);
  return (
    <ProductRow
      title="New Arrivals"
      subtitle="Just landed in our Nairobi showroom"
      viewAllTo="/new-arrivals"
      query={{ ...query, products: query.data }}
    />
  );
}

type CategoryRowProps = { title: string; subtitle?: string; category: string };

/** A row of up to 9 products of one category or subcategory slug. */
export function CategoryRow({ title, subtitle, category }: CategoryRowProps) {
  const query = useProducts({ category, limit: CATEGORY_ROW_LIMIT });
  return (
    <ProductRow
      title={title}
      subtitle={subtitle}
      viewAllTo={`/category/${category}`}
      query={{ ...query, products: query.data?.products }}
    />
  );
}
