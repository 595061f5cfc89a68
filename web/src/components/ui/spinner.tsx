import { cx } from '@/lib/class-names';

import styles from './spinner.module.css';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

/** A busy indicator announced to assistive technology by its label. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={className}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
