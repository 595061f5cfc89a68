import { useState, type ComponentPropsWithRef } from 'react';

import { Field, fieldStyles, splitFieldProps, type FieldControlProps } from './field';
import { cx } from '@/lib/class-names';

import styles from './password-input.module.css';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> & FieldControlProps;

/** A labelled password box with a Show/Hide button. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const { field, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(attributes) => (
        <div className={styles.wrap}>
          <input
            {...attributes}
            type={shown ? 'text' : 'password'}
            className={cx(fieldStyles.control, styles.input, className)}
            {...control}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-controls={attributes.id}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  );
}
