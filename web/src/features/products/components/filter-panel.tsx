import { useId } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { formatNumber } from '@/lib/format';

import { matchingPreset, PRICE_PRESETS } from '@/lib/listing/listing-options';
import type { ListingState } from '../listing-query';
import styles from './filter-panel.module.css';
import { PriceRangeForm } from '@/components/listing/price-range-form';

export type CategoryOption = { slug: string; name: string; productCount?: number };

export type FilterPanelProps = {
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
  /** Shown as the Category filter; left out on screens that are already one category. */
  categories?: CategoryOption[];
  /** Filters the screen fixes (e.g. /featured) and the shopper cannot change. */
  fixed?: { featured?: boolean; onSale?: boolean };
};

/** The listing's filters: category, price (presets or a custom range), featured, on sale. */
export function FilterPanel({ state, onChange, categories, fixed = {} }: FilterPanelProps) {
  const radioName = useId();
  const preset = matchingPreset(state.minPrice, state.maxPrice);
  const customActive = !preset && (state.minPrice !== null || state.maxPrice !== null);

  return (
    <div className={styles.panel}>
      {categories && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Category</legend>
          <ul role="list" className={styles.options}>
            <li>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={`${radioName}-category`}
                  checked={state.category === ''}
                  onChange={() => onChange({ category: '' })}
                />
                <span>All Categories</span>
              </label>
            </li>
            {categories.map((category) => (
              <li key={category.slug}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={`${radioName}-category`}
                    checked={state.category === category.slug}
                    onChange={() => onChange({ category: category.slug })}
                  />
                  <span className={styles.optionLabel}>{category.name}</span>
                  {category.productCount !== undefined && (
                    <span className={styles.count}>
                      <span className="visually-hidden">(</span>
                      {formatNumber(category.productCount)}
                      <span className="visually-hidden"> products)</span>
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Price</legend>
        <ul role="list" className={styles.options}>
          <li>
            <label className={styles.option}>
              <input
                type="radio"
                name={`${radioName}-price`}
                checked={state.minPrice === null && state.maxPrice === null}
                onChange={() => onChange({ minPrice: null, maxPrice: null })}
              />
              <span>Any price</span>
            </label>
          </li>
          {PRICE_PRESETS.map((option) => (
            <li key={option.id}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={`${radioName}-price`}
                  checked={preset?.id === option.id}
                  onChange={() => onChange({ minPrice: option.min, maxPrice: option.max })}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
        <PriceRangeForm
          key={`${state.minPrice}-${state.maxPrice}`}
          minPrice={customActive ? state.minPrice : null}
          maxPrice={customActive ? state.maxPrice : null}
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </fieldset>

      {(!fixed.featured || !fixed.onSale) && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Show only</legend>
          {!fixed.featured && (
            <Checkbox
              label="Featured products"
              checked={state.featured}
              onChange={(event) => onChange({ featured: event.target.checked })}
            />
          )}
          {!fixed.onSale && (
            <Checkbox
              label="On sale"
              checked={state.onSale}
              onChange={(event) => onChange({ onSale: event.target.checked })}
            />
          )}
        </fieldset>
      )}
    </div>
  );
}
