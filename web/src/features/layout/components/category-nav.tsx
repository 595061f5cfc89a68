import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { ChevronDownIcon } from '@/components/icons';
import { useMenuCategories } from '@/components/navigation/use-menu-categories';
import { ALL_FURNITURE_ENTRY, categoryPath } from '@/config/categories';

import styles from './category-nav.module.css';

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 180;

/**
 * The categories mega menu (non-home pages). Each category is a link plus a button that
 * shows its subcategories (disclosure navigation pattern); hovering opens it too.
 */
export function CategoryNav() {
  const { categories } = useMenuCategories();
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpenSlug(null), [location.pathname]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!openSlug) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-slug="${openSlug}"]`);
      setOpenSlug(null);
      button?.focus();
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
    timer.current = window.setTimeout(() => setOpenSlug(slug), slug ? HOVER_OPEN_MS : HOVER_CLOSE_MS);
  }

  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label="Shop by category"
      onMouseLeave={() => hoverTo(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenSlug(null);
      }}
    >
      <div className="container">
        <ul className={styles.bar}>
          {categories.map((category) => {
            const open = openSlug === category.slug;
            const panelId = `mega-${category.slug}`;
            return (
              <li key={category.slug} className={styles.item} onMouseEnter={() => hoverTo(category.slug)}>
                <Link to={categoryPath(category.slug)} className={styles.link}>
                  {category.name}
                </Link>
                {category.subcategories.length > 0 && (
                  <>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={open}
                      aria-controls={panelId}
                      aria-label={`${category.name} subcategories`}
                      data-slug={category.slug}
                      onClick={() => setOpenSlug(open ? null : category.slug)}
                    >
                      <ChevronDownIcon size={14} />
                    </button>
                    <div id={panelId} className={styles.panel} hidden={!open}>
                      <div className={`container ${styles.panelInner}`}>
                        <div className={styles.panelIntro}>
                          <p className={styles.panelTitle}>{category.name}</p>
                          <Link to={categoryPath(category.slug)} className={styles.panelAll}>
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
                    </div>
                  </>
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
