import { Link } from 'react-router';

import { ChevronRightIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import styles from './breadcrumb.module.css';

export type BreadcrumbItem = { label: string; to?: string };

/** A trail of links; the last item (or any item without `to`) is the current page. */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.to && !isLast ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={cx(isLast && styles.current)} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {!isLast && <ChevronRightIcon size={14} className={styles.separator} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
