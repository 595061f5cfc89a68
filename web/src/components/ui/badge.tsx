import type { ComponentPropsWithoutRef } from 'react';

import { cx } from '@/lib/class-names';

import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'indigo' | 'purple' | 'sale';

export type BadgeProps = ComponentPropsWithoutRef<'span'> & { tone?: BadgeTone };

/** A short status or merchandising label (SALE, NEW, In stock, Pending, ...). */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)} {...props} />;
}
