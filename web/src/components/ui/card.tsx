import type { ComponentPropsWithoutRef, ElementType } from 'react';

import { cx } from '@/lib/class-names';

import styles from './card.module.css';

const paddings = { none: styles.padNone, sm: styles.padSm, md: styles.padMd, lg: styles.padLg };

export type CardProps = ComponentPropsWithoutRef<'div'> & {
  as?: ElementType;
  padding?: keyof typeof paddings;
  /** Lifts on hover, for cards that are (or contain) one big link. */
  interactive?: boolean;
};

/** A white, bordered surface used for grouped content. */
export function Card({ as: Component = 'div', padding = 'md', interactive, className, ...props }: CardProps) {
  return (
    <Component
      className={cx(styles.card, paddings[padding], interactive && styles.interactive, className)}
      {...props}
    />
  );
}
