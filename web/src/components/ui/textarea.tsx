import type { ComponentPropsWithRef } from 'react';

import { cx } from '@/lib/class-names';

import { Field, fieldStyles, splitFieldProps, type FieldControlProps } from './field';

export type TextareaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & FieldControlProps;

/** A labelled multi-line text input. */
export function Textarea({ className, ...props }: TextareaProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(attributes) => <textarea {...attributes} className={cx(fieldStyles.control, className)} {...control} />}
    </Field>
  );
}
