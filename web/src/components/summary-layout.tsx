import type { ReactNode } from 'react';

import styles from './summary-layout.module.css';

/** The cart and checkout layout: the content, and the order summary beside it (below it on small screens). */
export function SummaryLayout({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{children}</div>
      <div className={styles.aside}>{summary}</div>
    </div>
  );
}
