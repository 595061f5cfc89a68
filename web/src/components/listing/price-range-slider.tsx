import { useId, useState } from 'react';

import { formatKsh } from '@/lib/format';

import { Button } from '../ui/button';

import styles from './price-range-slider.module.css';

/** KSh 1,000 steps: furniture prices run from a few thousand shillings to several hundred thousand. */
export const PRICE_STEP = 1000;

export type SliderBounds = { min: number; max: number };

/**
 * The slider's ends: the catalogue's cheapest price rounded down and its dearest rounded up to
 * a whole step (at least one step apart).
 */
export function sliderBounds(range: SliderBounds, step: number = PRICE_STEP): SliderBounds {
  const min = Math.max(0, Math.floor(range.min / step) * step);
  const max = Math.max(min + step, Math.ceil(range.max / step) * step);
  return { min, max };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/**
 * What a pair of thumbs means as a filter: a thumb at its end is no limit (null), so the whole
 * range filters nothing and the URL stays clean.
 */
export function priceFilterFor(low: number, high: number, bounds: SliderBounds): { minPrice: number | null; maxPrice: number | null } {
  return { minPrice: low <= bounds.min ? null : low, maxPrice: high >= bounds.max ? null : high };
}

type PriceRangeSliderProps = {
  /** The catalogue's real price range (`GET /products/price-range`). */
  range: SliderBounds;
  minPrice: number | null;
  maxPrice: number | null;
  onApply: (minPrice: number | null, maxPrice: number | null) => void;
  step?: number;
  submitLabel?: string;
};

/**
 * A two-thumb price slider in KSh steps (customer-side.md section 2, the search page's 'Price
 * Range' slider with 'Apply Filters'). Each thumb is a native range input, so arrows move it a
 * step, Page Up/Down ten steps and Home/End to its end, and screen readers hear the price.
 */
export function PriceRangeSlider({ range, minPrice, maxPrice, onApply, step = PRICE_STEP, submitLabel = 'Apply Filters' }: PriceRangeSliderProps) {
  const bounds = sliderBounds(range, step);
  const [low, setLow] = useState(() => clamp(minPrice ?? bounds.min, bounds.min, bounds.max));
  const [high, setHigh] = useState(() => clamp(maxPrice ?? bounds.max, bounds.min, bounds.max));
  const outputId = useId();
  const span = bounds.max - bounds.min;
  const lowPercent = ((clamp(low, bounds.min, bounds.max) - bounds.min) / span) * 100;
  const highPercent = ((clamp(high, bounds.min, bounds.max) - bounds.min) / span) * 100;

  function apply() {
    const filter = priceFilterFor(low, high, bounds);
    onApply(filter.minPrice, filter.maxPrice);
  }

  return (
    <div className={styles.slider}>
      <output id={outputId} className={styles.values} aria-live="polite" data-testid="price-range-values">
        {formatKsh(low)} – {formatKsh(high)}
      </output>
      <div className={styles.track} style={{ ['--low' as string]: `${lowPercent}%`, ['--high' as string]: `${highPercent}%` }}>
        <input
          type="range"
          className={styles.thumb}
          // Past the middle the low thumb lies over the high one, so both stay reachable when they meet.
          style={lowPercent > 50 ? { zIndex: 2 } : undefined}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={low}
          aria-label="Minimum price"
          aria-valuetext={formatKsh(low)}
          aria-describedby={outputId}
          onChange={(event) => setLow(Math.min(Number(event.target.value), high))}
        />
        <input
          type="range"
          className={styles.thumb}
          min={bounds.min}
          max={bounds.max}
          step={step}
          value={high}
          aria-label="Maximum price"
          aria-valuetext={formatKsh(high)}
          aria-describedby={outputId}
          onChange={(event) => setHigh(Math.max(Number(event.target.value), low))}
        />
      </div>
      <p className={styles.ends} aria-hidden="true">
        <span>{formatKsh(bounds.min)}</span>
        <span>{formatKsh(bounds.max)}</span>
      </p>
      <Button type="button" variant="secondary" size="sm" fullWidth onClick={apply}>
        {submitLabel}
      </Button>
    </div>
  );
}
