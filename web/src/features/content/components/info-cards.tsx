import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cx } from '@/lib/class-names';

import styles from './info-cards.module.css';

export type InfoCardItem = {
  icon?: ReactNode;
  title: string;
  text: ReactNode;
  /** A router path, or an `href` for tel:/mailto: links. */
  to?: string;
  href?: string;
  linkLabel?: string;
};

/** A grid of small cards: icon, title, text and one link. */
export function InfoCards({ items, columns = 3, headingLevel: Heading = 'h3' }: { items: InfoCardItem[]; columns?: 2 | 3 | 4; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={cx(styles.grid, styles[`cols${columns}`])}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.icon && <span className={styles.icon}>{item.icon}</span>}
          <Heading className={styles.title}>{item.title}</Heading>
          <div className={styles.text}>{item.text}</div>
          {item.linkLabel && item.to && (
            <Link to={item.to} className={styles.link}>
              {item.linkLabel}
            </Link>
          )}
          {item.linkLabel && item.href && (
            <a href={item.href} className={styles.link}>
              {item.linkLabel}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
