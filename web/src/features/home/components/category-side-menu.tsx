import { Link } from 'react-router';

import { ChevronRightIcon, GridIcon } from '@/components/icons';
import { CategoryLink } from '@/components/navigation/category-link';
import { SubcategoryPanel } from '@/components/navigation/subcategory-links';
import { useCategoryFlyout } from '@/components/navigation/use-category-flyout';
import { useMenuCategories } from '@/components/navigation/use-menu-categories';
import { ALL_FURNITURE_ENTRY } from '@/config/categories';

import styles from './category-side-menu.module.css';

/**
 * The hero's 10-entry category menu (9 categories + All Furniture) with flyouts listing
 * subcategories: hovering opens a flyout, and each category has a button for keyboard
 * and touch users (disclosure navigation pattern).
 */
export function CategorySideMenu() {
  const { categories } = useMenuCategories();
  const { openSlug, toggle, hoverTo, menuProps } = useCategoryFlyout({ openMs: 100, closeMs: 200 });

  return (
    <nav {...menuProps} className={styles.menu} aria-label="Shop by category">
      <p className={styles.title}>
        <GridIcon size={18} />
        Categories
      </p>
      <ul className={styles.list}>
        {categories.map((category) => {
          const expanded = openSlug === category.slug;
          const flyoutId = `home-flyout-${category.slug}`;
          return (
            <li
              key={category.slug}
              className={styles.item}
              data-active={expanded || undefined}
              onMouseEnter={() => hoverTo(category.slug)}
            >
              <CategoryLink
                category={category}
                expanded={expanded}
                controls={flyoutId}
                onToggle={() => toggle(category.slug)}
                icon={<ChevronRightIcon size={16} />}
                linkClassName={styles.link}
                toggleClassName={styles.toggle}
              />
              <div id={flyoutId} className={styles.flyout} hidden={!expanded}>
                <SubcategoryPanel
                  category={category}
                  classNames={{ head: styles.flyoutHead, all: styles.flyoutAll, list: styles.subList }}
                />
              </div>
            </li>
          );
        })}
        <li className={styles.item} onMouseEnter={() => hoverTo(null)}>
          <Link to={ALL_FURNITURE_ENTRY.to} className={`${styles.link} ${styles.all}`}>
            {ALL_FURNITURE_ENTRY.name}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
