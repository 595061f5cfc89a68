import { Skeleton } from '@/components/ui/skeleton';

import type { CategoryListEntry } from '@/lib/categories/use-category-list';
import { CategoryTile } from './category-tile';
import styles from './category-tiles.module.css';

type CategoryTilesProps = {
  categories: CategoryListEntry[];
  images?: Record<string, string | undefined>;
};

/** Every category as a tile. */
export function CategoryTiles({ categories, images = {} }: CategoryTilesProps) {
  return (
    <ul role="list" className={styles.grid}>
      {categories.map((category) => (
        <li key={category.slug}>
          <CategoryTile category={category} image={images[category.slug]} />
        </li>
      ))}
    </ul>
  );
}

export function CategoryTilesSkeleton({ count = 9 }: { count?: number }) {
  return (
    <div className={styles.grid} role="status" aria-label="Loading categories">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} aspectRatio="16 / 13" />
      ))}
    </div>
  );
}
