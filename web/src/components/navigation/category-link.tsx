import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { categoryPath, type MenuCategory } from '@/config/categories';
import { cx } from '@/lib/class-names';

import styles from './category-link.module.css';

type CategoryLinkProps = {
  category: MenuCategory;
  /** Whether the subcategories are shown. */
  expanded: boolean;
  /** Id of the element holding the subcategories. */
  controls: string;
  onToggle: () => void;
  /** The toggle's chevron. */
  icon: ReactNode;
  linkClassName?: string;
  toggleClassName?: string;
};

/**
 * A category's link, and when it has subcategories the button that shows them, named
 * '{category} subcategories' and marked with `data-slug` so Escape can return focus to it.
 */
export function CategoryLink({ category, expanded, controls, onToggle, icon, linkClassName, toggleClassName }: CategoryLinkProps) {
  return (
    <>
      <Link to={categoryPath(category.slug)} className={linkClassName}>
        {category.name}
      </Link>
      {category.subcategories.length > 0 && (
        <button
          type="button"
          className={cx(styles.toggle, toggleClassName)}
          aria-expanded={expanded}
          aria-controls={controls}
          aria-label={`${category.name} subcategories`}
          data-slug={category.slug}
          onClick={onToggle}
        >
          {icon}
        </button>
      )}
    </>
  );
}
