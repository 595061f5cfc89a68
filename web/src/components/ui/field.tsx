import { useId, type ReactNode } from 'react';

import styles from './field.module.css';

export type FieldProps = {
  label: ReactNode;
  /** Validation message shown under the control and linked with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Hides the label visually (it stays the control's accessible name). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
};

export type FieldIds = { id: string; describedBy: string | undefined };

/** Label + control + hint + error, shared by Input, Select and Textarea. */
export function Field({
  label,
  error,
  hint,
  required,
  hideLabel,
  id: idProp,
  className,
  children,
}: FieldProps & { children: (ids: FieldIds) => ReactNode }) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export { styles as fieldStyles };
