import type { ComponentPropsWithRef } from 'react';

import { ChevronDownIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import { Field, fieldStyles, type FieldProps } from './field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'id'> &
  Omit<FieldProps, 'className'> & {
    /** Rendered as `<option>`s; `children` may be used instead. */
    options?: SelectOption[];
    /** An empty first option, e.g. 'Select a county'. */
    placeholder?: string;
    fieldClassName?: string;
  };

/** A labelled native select (keeps the platform's keyboard and screen-reader behaviour). */
export function Select({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  options,
  placeholder,
  fieldClassName,
  className,
  children,
  ...props
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} hideLabel={hideLabel} id={id} className={fieldClassName}>
      {({ id: selectId, describedBy }) => (
        <div className={fieldStyles.selectWrap}>
          <select
            id={selectId}
            className={cx(fieldStyles.control, fieldStyles.select, className)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            {...props}
          >
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
