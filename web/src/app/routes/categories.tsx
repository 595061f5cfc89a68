import { useLocation } from 'react-router';

import { CategoryTiles, CategoryTilesSkeleton } from '@/features/categories/components/category-tiles';
import { useCategoryList } from '@/lib/categories/use-category-list';
import { useCategoryCovers } from '@/features/products/api/get-category-covers';
import { ListingPage } from '@/components/listing/listing-page';
import { usePageTitle } from '@/lib/page-title';

/** /categories and /furniture: the 9 categories as tiles with their subcategories. */
export default function CategoriesRoute() {
  const { pathname } = useLocation();
  const { categories, isPending } = useCategoryList();
  const covers = useCategoryCovers(categories.map((category) => category.slug));
  const title = pathname === '/furniture' ? 'Furniture' : 'Shop by Category';

  usePageTitle(title);

  return (
    <ListingPage
      breadcrumb={[{ label: 'Home', to: '/' }, { label: title }]}
      title={title}
      intro={<p>Browse our furniture by room: living room, bedroom, dining, office, outdoor and more.</p>}
    >
      {isPending ? <CategoryTilesSkeleton /> : <CategoryTiles categories={categories} images={covers} />}
    </ListingPage>
  );
}
