import { useId, useState } from 'react';

import { cx } from '@/lib/class-names';

import styles from './quantity-stepper.module.css';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** The most that can be chosen; the least is always 1. */
  max: number;
  disabled?: boolean;
  /** The number box's label (default 'Quantity'). */
  label?: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  /** The − and + buttons' names (default 'Decrease quantity' / 'Increase quantity'). */
  decreaseLabel?: string;
  increaseLabel?: string;
  size?: 'md' | 'sm';
  className?: string;
};

/** Keeps a typed or stepped quantity within 1..max. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

/** A − / number / + stepper bounded to 1..max; typing commits on blur or Enter. */
export function QuantityStepper({
  value,
  onChange,
  max,
  disabled = false,
  label = 'Quantity',
  hideLabel = false,
  decreaseLabel = 'Decrease quantity',
  increaseLabel = 'Increase quantity',
  size = 'md',
  className,
}: QuantityStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(text: string) {
    setDraft(null);
    const parsed = Number.parseInt(text, 10);
    const next = clampQuantity(Number.isNaN(parsed) ? value : parsed, max);
    if (next !== value) onChange(next);
  }

  return (
    <div className={cx(styles.selector, size === 'sm' && styles.compact, className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={disabled || value <= 1}
          aria-label={decreaseLabel}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={styles.input}
          min={1}
          max={Math.max(1, max)}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clampQuantity(value + 1, max))}
          disabled={disabled || value >= max}
          aria-label={increaseLabel}
        >
          +
        </button>
      </div>
    </div>
  );
}
