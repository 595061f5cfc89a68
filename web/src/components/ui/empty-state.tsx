import type { ReactNode } from 'react';

import { cx } from '@/lib/class-names';

import styles from './empty-state.module.css';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** What to do next: buttons or links. */
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
};

/** Says that there is nothing here and what to do about it. */
export function EmptyState({ title, description, icon, actions, headingLevel: Heading = 'h2', className }: EmptyStateProps) {
  return (
    <div className={cx(styles.empty, className)}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <div className={styles.description}>{description}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
