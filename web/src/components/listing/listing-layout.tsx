import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { useMediaQuery } from '@/lib/use-media-query';

import styles from './listing-layout.module.css';

/** The sidebar sits beside the results from this width; below it the filters are a drawer. */
const DESKTOP_QUERY = '(min-width: 1024px)';

type ListingLayoutProps = {
  /** Names the sidebar, its heading, the drawer and the button that opens it. */
  filtersLabel: string;
  /** The filter controls: in the sidebar on a wide screen, in the drawer on a narrow one. */
  filters: ReactNode;
  /** Beside the sidebar's heading (search: 'Clear All'). */
  sidebarAction?: ReactNode;
  /** The results count line ('Showing 1–12 of 40 products'). */
  count: string;
  /** How many filters are on: the badge of the narrow screen's filters button. */
  activeFilters: number;
  /** Sort, view toggle: given the class that sizes a sort select. */
  controls: (sortClassName: string | undefined) => ReactNode;
  /** The removable filter tags. */
  tags: ReactNode;
  /** The products, or their loading, error or empty state. */
  children: ReactNode;
  pagination?: { page: number; totalPages: number; onPageChange: (page: number) => void };
  /** The drawer's footer buttons before the one that closes it. */
  drawerFooter: ReactNode;
  /** The label of the drawer's closing button ('Show 40 results'). */
  showLabel: string;
};

/**
 * One layout for every product listing (the catalogue's listings and the search results): filter
 * sidebar (a drawer on small screens), results count, controls, filter tags, results, pagination.
 */
export function ListingLayout({
  filtersLabel,
  filters,
  sidebarAction,
  count,
  activeFilters,
  controls,
  tags,
  children,
  pagination,
  drawerFooter,
  showLabel,
}: ListingLayoutProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className={styles.layout}>
      {isDesktop && (
        <aside className={styles.sidebar} aria-label={filtersLabel}>
          <div className={styles.sidebarHeader}>
            <h2 className={styles.sidebarTitle}>{filtersLabel}</h2>
            {sidebarAction}
          </div>
          {filters}
        </aside>
      )}

      <section className={styles.results} aria-label="Products">
        <h2 className="visually-hidden">Products</h2>
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {count}
          </p>
          <div className={styles.controls}>
            {!isDesktop && (
              <Button variant="secondary" onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
                {filtersLabel}
                {activeFilters > 0 && <span className={styles.filterCount}>{activeFilters}</span>}
              </Button>
            )}
            {controls(styles.sort)}
          </div>
        </div>

        {tags}

        {children}

        {pagination && <Pagination {...pagination} className={styles.pagination} />}
      </section>

      {!isDesktop && (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={filtersLabel}
          placement="left"
          footer={
            <div className={styles.drawerFooter}>
              {drawerFooter}
              <Button onClick={() => setDrawerOpen(false)}>{showLabel}</Button>
            </div>
          }
        >
          {filters}
        </Dialog>
      )}
    </div>
  );
}
