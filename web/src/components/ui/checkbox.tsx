import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

import { cx } from '@/lib/class-names';

import { fieldStyles } from './field';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string;
};

/** A native checkbox with its label; `error` is linked and announced. */
export function Checkbox({ label, error, id: idProp, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={id} className={fieldStyles.checkbox}>
        <input
          id={id}
          type="checkbox"
          className={fieldStyles.checkboxInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...props}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
