import { useId, useState } from 'react';

import { clampQuantity } from '../stock';
import styles from './quantity-selector.module.css';

type QuantitySelectorProps = {
  value: number;
  onChange: (quantity: number) => void;
  /** The most that can be chosen (the stock, or 10 when unknown). */
  max: number;
  disabled?: boolean;
};

/** A − / number / + stepper bounded to 1..max. */
export function QuantitySelector({ value, onChange, max, disabled = false }: QuantitySelectorProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(text: string) {
    setDraft(null);
    const parsed = Number.parseInt(text, 10);
    onChange(clampQuantity(Number.isNaN(parsed) ? value : parsed, max));
  }

  return (
    <div className={styles.selector}>
      <label htmlFor={id} className={styles.label}>
        Quantity
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(clampQuantity(value - 1, max))}
          disabled={disabled || value <= 1}
          aria-label="Decrease quantity"
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
          aria-label="Increase quantity"
        >
          +
        </button>
      </div>
    </div>
  );
}
