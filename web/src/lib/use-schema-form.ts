import { useCallback, useState } from 'react';
import type { z } from 'zod';

import { isApiError } from '@/lib/api-client';

type Values = Record<string, unknown>;
export type FormErrors<V extends Values> = Partial<Record<keyof V, string>>;

type SchemaFormOptions = {
  /** Inputs are found as `#{idPrefix}-{field}` to focus the first invalid one. */
  idPrefix: string;
};

/**
 * Form state around one zod schema, the same schema the request uses (STYLE.md, React 3):
 * the first message per field, errors cleared as a field is edited, focus on the first
 * invalid field, and the server's `fields` answer shown under the fields.
 */
export function useSchemaForm<V extends Values, Output>(
  schema: z.ZodType<Output, V>,
  initialValues: V,
  { idPrefix }: SchemaFormOptions,
) {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  /** A message about the whole form (an issue without a field, e.g. 'fill in all fields'). */
  const [formError, setFormError] = useState<string>();

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const focusField = useCallback(
    (field: keyof V) => document.getElementById(`${idPrefix}-${String(field)}`)?.focus(),
    [idPrefix],
  );

  const showErrors = useCallback(
    (next: FormErrors<V>) => {
      setErrors(next);
      const first = (Object.keys(initial) as (keyof V)[]).find((field) => next[field]);
      if (first !== undefined) focusField(first);
    },
    [focusField, initial],
  );

  /** The parsed request, or null after showing the messages. */
  const validate = useCallback((): Output | null => {
    const parsed = schema.safeParse(values);
    setFormError(undefined);
    if (parsed.success) return parsed.data;
    const next: FormErrors<V> = {};
    let wholeForm: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in initial) next[field as keyof V] ??= issue.message;
      else wholeForm ??= issue.message;
    }
    setFormError(wholeForm);
    showErrors(next);
    return null;
  }, [schema, values, showErrors, initial]);

  /**
   * Checks only `fields` (one step of a form in steps): shows their messages and answers whether
   * they are all valid; the other fields' messages are left as they are.
   */
  const validateFields = useCallback(
    (fields: readonly (keyof V)[]): boolean => {
      const parsed = schema.safeParse(values);
      if (parsed.success) return true;
      const next: FormErrors<V> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && fields.includes(field)) next[field as keyof V] ??= issue.message;
      }
      if (Object.keys(next).length === 0) return true;
      showErrors(next);
      return false;
    },
    [schema, values, showErrors],
  );

  /**
   * Shows a 400 answer's `fields` under the matching inputs (`rename` maps a server field to
   * a form field). Returns false when the error carries no field for this form.
   */
  const showServerErrors = useCallback(
    (error: unknown, rename: Partial<Record<string, keyof V>> = {}): boolean => {
      if (!isApiError(error)) return false;
      const next: FormErrors<V> = {};
      for (const [serverField, message] of Object.entries(error.fields)) {
        const field = rename[serverField] ?? serverField;
        if (field in initial) next[field as keyof V] = message;
      }
      if (Object.keys(next).length === 0) return false;
      showErrors(next);
      return true;
    },
    [initial, showErrors],
  );

  /** Clears the messages of `fields` (e.g. the payment details when the method changes). */
  const clearErrors = useCallback((fields: (keyof V)[]) => {
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(
    (next: V = initial) => {
      setValues(next);
      setErrors({});
      setFormError(undefined);
    },
    [initial],
  );

  return { values, errors, formError, setField, validate, validateFields, showServerErrors, clearErrors, reset };
}
