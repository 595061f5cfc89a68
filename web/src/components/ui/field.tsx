import { useId, type ReactNode } from 'react';

import { cx } from '@/lib/class-names';

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

/** The field props of Input, Select and Textarea; `fieldClassName` styles the wrapper. */
export type FieldControlProps = Omit<FieldProps, 'className'> & { fieldClassName?: string };

/** What the control needs from its field: its id and the attributes tying it to the label, hint and error. */
export type FieldControlAttributes = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** Separates a control's field props from the ones for the control element itself. */
export function splitFieldProps<P extends FieldControlProps>({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  fieldClassName,
  ...control
}: P) {
  return { field: { label, error, hint, required, hideLabel, id, className: fieldClassName }, control };
}

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
}: FieldProps & { children: (control: FieldControlAttributes) => ReactNode }) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
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
