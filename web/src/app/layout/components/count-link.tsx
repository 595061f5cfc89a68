import type { ReactNode } from 'react';
import { Link } from 'react-router';

import styles from './count-link.module.css';

type CountLinkProps = {
  to: string;
  /** 'Cart' -> accessible name 'Cart, 3 items'. */
  label: string;
  count: number;
  icon: ReactNode;
  /** Show the badge when the count is 0 too (the cart does, the wishlist does not). */
  showZero?: boolean;
};

/** A header icon link with an item-count badge. */
export function CountLink({ to, label, count, icon, showZero = false }: CountLinkProps) {
  const name = `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
  const showBadge = showZero || count > 0;
  return (
    <Link to={to} className={styles.link} aria-label={name}>
      {icon}
      <span className={styles.text} aria-hidden="true">
        {label}
      </span>
      {showBadge && (
        <span className={styles.badge} aria-hidden="true" data-testid={`${label.toLowerCase()}-count`}>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
