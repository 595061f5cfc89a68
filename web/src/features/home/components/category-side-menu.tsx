import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { ChevronRightIcon, GridIcon } from '@/components/icons';
import { useMenuCategories } from '@/components/navigation/use-menu-categories';
import { ALL_FURNITURE_ENTRY, categoryPath } from '@/config/categories';

import styles from './category-side-menu.module.css';

/**
 * The hero's 10-entry category menu (9 categories + All Furniture) with flyouts listing
 * subcategories: hovering opens a flyout, and each category has a button for keyboard
 * and touch users (disclosure navigation pattern).
 */
export function CategorySideMenu() {
  const { categories } = useMenuCategories();
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openSlug) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLButtonElement>(`[data-slug="${openSlug}"]`)?.focus();
      setOpenSlug(null);
    }
    function onPointerDown(event: PointerEvent) {
      if (!navRef.current?.contains(event.target as Node)) setOpenSlug(null);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openSlug]);

  function hoverTo(slug: string | null) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenSlug(slug), slug ? 100 : 200);
  }

  return (
    <nav
      ref={navRef}
      className={styles.menu}
      aria-label="Shop by category"
      onMouseLeave={() => hoverTo(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenSlug(null);
      }}
    >
      <p className={styles.title}>
        <GridIcon size={18} />
        Categories
      </p>
      <ul className={styles.list}>
        {categories.map((category) => {
          const expanded = openSlug === category.slug;
          return (
            <li
              key={category.slug}
              className={styles.item}
              data-active={expanded || undefined}
              onMouseEnter={() => hoverTo(category.slug)}
            >
              <Link to={categoryPath(category.slug)} className={styles.link}>
                {category.name}
              </Link>
              {category.subcategories.length > 0 && (
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={`home-flyout-${category.slug}`}
                  aria-label={`${category.name} subcategories`}
                  data-slug={category.slug}
                  onClick={() => setOpenSlug(expanded ? null : category.slug)}
                >
                  <ChevronRightIcon size={16} />
                </button>
              )}
              <div id={`home-flyout-${category.slug}`} className={styles.flyout} hidden={!expanded}>
                <div className={styles.flyoutHead}>
                  <p className={styles.flyoutTitle}>{category.name}</p>
                  <Link to={categoryPath(category.slug)} className={styles.flyoutAll}>
                    Shop all {category.name}
                  </Link>
                </div>
                <ul className={styles.subList}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.slug}>
                      <Link to={categoryPath(sub.slug)} className={styles.subLink}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
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
