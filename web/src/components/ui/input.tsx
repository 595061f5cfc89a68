import type { ComponentPropsWithRef } from 'react';

import { cx } from '@/lib/class-names';

import { Field, fieldStyles, splitFieldProps, type FieldControlProps } from './field';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & FieldControlProps;

/** A labelled text input; `error` marks it invalid and is announced. */
export function Input({ className, ...props }: InputProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(attributes) => <input {...attributes} className={cx(fieldStyles.control, className)} {...control} />}
    </Field>
  );
}
