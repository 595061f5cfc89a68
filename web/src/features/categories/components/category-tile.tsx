import { Link } from 'react-router';

import { categoryPath } from '@/config/categories';
import { formatNumber } from '@/lib/format';

import type { CategoryListEntry } from '@/lib/categories/use-category-list';
import styles from './category-tile.module.css';

/** Subcategory links shown before 'View all'. */
const VISIBLE_SUBCATEGORIES = 6;

type CategoryTileProps = {
  category: CategoryListEntry;
  /** A photo for the tile (e.g. a product of the category); a drawn backdrop otherwise. */
  image?: string;
};

/** A category as an image tile with its product count and subcategory links. */
export function CategoryTile({ category, image }: CategoryTileProps) {
  const subcategories = category.subcategories.slice(0, VISIBLE_SUBCATEGORIES);
  const more = category.subcategories.length - subcategories.length;
  return (
    <article className={styles.tile}>
      <Link to={categoryPath(category.slug)} className={styles.cover}>
        <span className={styles.imageWrap}>
          {image ? <img src={image} alt="" loading="lazy" className={styles.image} /> : <span className={styles.backdrop} />}
        </span>
        <span className={styles.caption}>
          <span className={styles.name}>{category.name}</span>
          {category.productCount !== undefined && (
            <span className={styles.count}>
              {formatNumber(category.productCount)} {category.productCount === 1 ? 'product' : 'products'}
            </span>
          )}
        </span>
      </Link>
      {subcategories.length > 0 && (
        <ul role="list" className={styles.subs} aria-label={`${category.name} subcategories`}>
          {subcategories.map((sub) => (
            <li key={sub.slug}>
              <Link to={categoryPath(sub.slug)} className={styles.sub}>
                {sub.name}
                {sub.productCount !== undefined && <span className={styles.subCount}> ({formatNumber(sub.productCount)})</span>}
              </Link>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Link to={categoryPath(category.slug)} className={styles.viewAll}>
                View all {category.name}
                <span className="visually-hidden"> ({more} more subcategories)</span>
              </Link>
            </li>
          )}
        </ul>
      )}
    </article>
  );
}
