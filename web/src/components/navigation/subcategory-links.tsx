import { Link } from 'react-router';

import { categoryPath, type MenuCategory, type MenuSubcategory } from '@/config/categories';
import { cx } from '@/lib/class-names';

import styles from './subcategory-links.module.css';

type SubcategoryListProps = {
  subcategories: MenuSubcategory[];
  id?: string;
  hidden?: boolean;
  className?: string;
  linkClassName?: string;
};

/** A category's subcategories as a list of links. */
export function SubcategoryList({ subcategories, id, hidden, className, linkClassName }: SubcategoryListProps) {
  return (
    <ul id={id} hidden={hidden} className={className}>
      {subcategories.map((sub) => (
        <li key={sub.slug}>
          <Link to={categoryPath(sub.slug)} className={linkClassName}>
            {sub.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type SubcategoryPanelProps = {
  category: MenuCategory;
  /** The menu's layout: the heading block, its 'Shop all' link and the list's columns. */
  classNames: { head?: string; all?: string; list?: string };
};

/** What a category's flyout shows: its name, a 'Shop all {category}' link and the subcategory links. */
export function SubcategoryPanel({ category, classNames }: SubcategoryPanelProps) {
  return (
    <>
      <div className={classNames.head}>
        <p className={styles.title}>{category.name}</p>
        <Link to={categoryPath(category.slug)} className={classNames.all}>
          Shop all {category.name}
        </Link>
      </div>
      <SubcategoryList
        subcategories={category.subcategories}
        className={cx(styles.list, classNames.list)}
        linkClassName={styles.link}
      />
    </>
  );
}
