import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

import { cx } from '@/lib/class-names';

import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'sm-icon';

type StyleOptions = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** The button look, for elements that are not `<Button>` (e.g. a router link). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth }: StyleOptions = {}) {
  return cx(
    styles.button,
    styles[variant],
    size === 'sm' && styles.sm,
    size === 'lg' && styles.lg,
    size === 'icon' && styles.icon,
    size === 'sm-icon' && cx(styles.sm, styles.icon),
    fullWidth && styles.fullWidth,
  );
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  StyleOptions & {
    /** Shows a spinner, keeps the width, disables the button and sets aria-busy. */
    loading?: boolean;
    /** Accessible text while loading (default 'Loading'). */
    loadingLabel?: string;
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel = 'Loading',
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), loading && styles.loading, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      <span className={styles.label}>
        {icon}
        {children}
      </span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size="sm" label={loadingLabel} />
        </span>
      )}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & StyleOptions;

/** A router link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonClassName({ variant, size, fullWidth }), className)} {...props} />;
}
