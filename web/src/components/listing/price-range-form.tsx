import { useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '../ui/button';
import { Input } from '../ui/input';

import styles from './price-range-form.module.css';

function parsePrice(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

type PriceRangeFormProps = {
  minPrice: number | null;
  maxPrice: number | null;
  onApply: (minPrice: number | null, maxPrice: number | null) => void;
  /** The button's text (default 'Apply price'). */
  submitLabel?: string;
  /** Placeholders of the two fields (default '0' and 'Any'). */
  placeholders?: { min: string; max: string };
  /** A line under the fields, e.g. the range the results span. */
  hint?: ReactNode;
};

/** A min/max price range in KSh, applied with its button. */
export function PriceRangeForm({
  minPrice,
  maxPrice,
  onApply,
  submitLabel = 'Apply price',
  placeholders = { min: '0', max: 'Any' },
  hint,
}: PriceRangeFormProps) {
  const [min, setMin] = useState(minPrice === null ? '' : String(minPrice));
  const [max, setMax] = useState(maxPrice === null ? '' : String(maxPrice));
  const [error, setError] = useState<string>();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const from = parsePrice(min);
    const to = parsePrice(max);
    if (from === 'invalid' || to === 'invalid') {
      setError('Enter prices as whole numbers of shillings');
      return;
    }
    if (from !== null && to !== null && from > to) {
      setError('The minimum price cannot be above the maximum');
      return;
    }
    setError(undefined);
    onApply(from, to);
  }

  return (
    <form className={styles.form} onSubmit={apply} aria-label="Custom price range" noValidate>
      <div className={styles.fields}>
        <Input
          label="Min (KSh)"
          inputMode="numeric"
          value={min}
          onChange={(event) => setMin(event.target.value)}
          placeholder={placeholders.min}
          aria-invalid={error ? true : undefined}
        />
        <Input
          label="Max (KSh)"
          inputMode="numeric"
          value={max}
          onChange={(event) => setMax(event.target.value)}
          placeholder={placeholders.max}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {hint && <p className={styles.hint}>{hint}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm" fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
