import type { ComponentPropsWithRef } from 'react';

import { cx } from '@/lib/class-names';

import { Field, fieldStyles, type FieldProps } from './field';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> &
  Omit<FieldProps, 'className'> & { fieldClassName?: string };

/** A labelled text input; `error` marks it invalid and is announced. */
export function Input({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  fieldClassName,
  className,
  ...props
}: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} hideLabel={hideLabel} id={id} className={fieldClassName}>
      {({ id: inputId, describedBy }) => (
        <input
          id={inputId}
          className={cx(fieldStyles.control, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          {...props}
        />
      )}
    </Field>
  );
}
