import type { ReactNode } from 'react';

import { formatKsh } from '@/lib/format';

import { StickyBar } from './ui/sticky-bar';
import styles from './sticky-total-bar.module.css';

type StickyTotalBarProps = {
  /** Names the bar ('Cart total', 'Checkout total'). */
  label: string;
  /** The server's total; undefined while it is worked out. */
  total: number | undefined;
  /** Under the total ('3 items'). */
  detail?: ReactNode;
  /** A message above the figures (the checkout's error). */
  message?: ReactNode;
  /** The page's main action: its button. */
  action: ReactNode;
};

/** The cart's and the checkout's sticky bar on a phone: the total and the main action. */
export function StickyTotalBar({ label, total, detail, message, action }: StickyTotalBarProps) {
  return (
    <StickyBar label={label}>
      {message && <div className={styles.message}>{message}</div>}
      <p className={styles.figures}>
        <span className={styles.caption}>Total</span>
        <strong className={styles.total} data-testid="sticky-total">
          {total === undefined ? '…' : formatKsh(total)}
        </strong>
        {detail && <span className={styles.detail}>{detail}</span>}
      </p>
      <div className={styles.action}>{action}</div>
    </StickyBar>
  );
}
