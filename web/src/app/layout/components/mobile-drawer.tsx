import { useId, useState } from 'react';
import { Link } from 'react-router';

import { ChevronDownIcon, MailIcon, PhoneIcon } from '@/components/icons';
import { CategoryLink } from '@/components/navigation/category-link';
import { SubcategoryList } from '@/components/navigation/subcategory-links';
import { useMenuCategories } from '@/components/navigation/use-menu-categories';
import { Dialog } from '@/components/ui/dialog';
import { ALL_FURNITURE_ENTRY, type MenuCategory } from '@/config/categories';
import { HELP_LINKS, type NavLink } from '@/config/navigation';
import { telHref, useShopSettings } from '@/lib/shop-settings';

import styles from './mobile-drawer.module.css';
import { SearchForm } from './search-form';

function DrawerCategory({ category }: { category: MenuCategory }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        <CategoryLink
          category={category}
          expanded={expanded}
          controls={listId}
          onToggle={() => setExpanded((value) => !value)}
          icon={<ChevronDownIcon size={18} />}
          linkClassName={styles.categoryLink}
          toggleClassName={styles.expand}
        />
      </div>
      <SubcategoryList
        id={listId}
        hidden={!expanded}
        subcategories={category.subcategories}
        className={styles.subList}
        linkClassName={styles.subLink}
      />
    </li>
  );
}

function DrawerLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title} className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.plainLink}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type MobileDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The account menu for the visitor's role (the header's). */
  accountLinks: NavLink[];
};

/**
 * The mobile menu: search, categories, account and help, in a focus-trapped drawer.
 * The header closes it when the route changes.
 */
export function MobileDrawer({ open, onClose, accountLinks }: MobileDrawerProps) {
  const { categories } = useMenuCategories();
  const contact = useShopSettings().data?.contact;

  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="left" bodyClassName={styles.body}>
      <SearchForm id="drawer-search" className={styles.search} onSearch={onClose} />

      <nav aria-label="Shop by category" className={styles.section}>
        <h3 className={styles.heading}>Shop by category</h3>
        <ul className={styles.categoryList}>
          {categories.map((category) => (
            <DrawerCategory key={category.slug} category={category} />
          ))}
          <li className={styles.category}>
            <Link to={ALL_FURNITURE_ENTRY.to} className={`${styles.categoryLink} ${styles.all}`}>
              {ALL_FURNITURE_ENTRY.name}
            </Link>
          </li>
        </ul>
      </nav>

      <DrawerLinks title="Account" links={accountLinks} />
      <DrawerLinks title="Help" links={HELP_LINKS} />

      {contact && (
        <div className={styles.contact}>
          <a href={telHref(contact.phone)} className={styles.contactLink}>
            <PhoneIcon size={16} />
            {contact.phone}
          </a>
          <a href={`mailto:${contact.email}`} className={styles.contactLink}>
            <MailIcon size={16} />
            {contact.email}
          </a>
        </div>
      )}
    </Dialog>
  );
}
