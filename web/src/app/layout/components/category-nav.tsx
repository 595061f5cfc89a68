import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { ChevronDownIcon } from '@/components/icons';
import { CategoryLink } from '@/components/navigation/category-link';
import { SubcategoryPanel } from '@/components/navigation/subcategory-links';
import { useCategoryFlyout } from '@/components/navigation/use-category-flyout';
import { useMenuCategories } from '@/components/navigation/use-menu-categories';
import { ALL_FURNITURE_ENTRY } from '@/config/categories';

import styles from './category-nav.module.css';

/**
 * The categories mega menu (non-home pages). Each category is a link plus a button that
 * shows its subcategories (disclosure navigation pattern); hovering opens it too.
 */
export function CategoryNav() {
  const { categories } = useMenuCategories();
  const { openSlug, toggle, close, hoverTo, menuProps } = useCategoryFlyout({ openMs: 120, closeMs: 180 });
  const location = useLocation();

  useEffect(() => close(), [location.pathname, close]);

  return (
    <nav {...menuProps} className={styles.nav} aria-label="Shop by category">
      <div className="container">
        <ul className={styles.bar}>
          {categories.map((category) => {
            const open = openSlug === category.slug;
            const panelId = `mega-${category.slug}`;
            return (
              <li key={category.slug} className={styles.item} onMouseEnter={() => hoverTo(category.slug)}>
                <CategoryLink
                  category={category}
                  expanded={open}
                  controls={panelId}
                  onToggle={() => toggle(category.slug)}
                  icon={<ChevronDownIcon size={14} />}
                  linkClassName={styles.link}
                  toggleClassName={styles.toggle}
                />
                {category.subcategories.length > 0 && (
                  <div id={panelId} className={styles.panel} hidden={!open}>
                    <div className={`container ${styles.panelInner}`}>
                      <SubcategoryPanel
                        category={category}
                        classNames={{ head: styles.panelIntro, all: styles.panelAll, list: styles.subList }}
                      />
                    </div>
                  </div>
                )}
              </li>
            );
          })}
          <li className={styles.item} onMouseEnter={() => hoverTo(null)}>
            <Link to={ALL_FURNITURE_ENTRY.to} className={`${styles.link} ${styles.all}`}>
              {ALL_FURNITURE_ENTRY.name}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
