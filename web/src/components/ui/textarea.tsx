import type { ComponentPropsWithRef } from 'react';

import { cx } from '@/lib/class-names';

import { Field, fieldStyles, type FieldProps } from './field';

export type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> &
  Omit<FieldProps, 'className'> & { fieldClassName?: string };

/** A labelled multi-line text input. */
export function Textarea({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  fieldClassName,
  className,
  ...props
}: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} hideLabel={hideLabel} id={id} className={fieldClassName}>
      {({ id: inputId, describedBy }) => (
        <textarea
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
