import type { ComponentPropsWithRef } from 'react';

import { ChevronDownIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import { Field, fieldStyles, splitFieldProps, type FieldControlProps } from './field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  FieldControlProps & {
    /** Rendered as `<option>`s; `children` may be used instead. */
    options?: SelectOption[];
    /** An empty first option, e.g. 'Select a county'. */
    placeholder?: string;
  };

/** A labelled native select (keeps the platform's keyboard and screen-reader behaviour). */
export function Select({ options, placeholder, className, children, ...props }: SelectProps) {
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(attributes) => (
        <div className={fieldStyles.selectWrap}>
          <select {...attributes} className={cx(fieldStyles.control, fieldStyles.select, className)} {...control}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronDownIcon className={fieldStyles.selectChevron} size={18} />
        </div>
      )}
    </Field>
  );
}
