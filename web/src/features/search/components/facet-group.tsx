import { useState } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { formatNumber } from '@/lib/format';

import type { FacetValue } from '../types';
import styles from './search-filters.module.css';

/** Choices shown before 'Show all', for lists longer than COLLAPSE_ABOVE. */
const COLLAPSED_COUNT = 8;
const COLLAPSE_ABOVE = 10;

function sameValue(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export function isSelected(selected: string[], value: string): boolean {
  return selected.some((item) => sameValue(item, value));
}

/** Adds or removes `value` (compared case-insensitively, as the API does). */
export function toggleValue(selected: string[], value: string, checked: boolean): string[] {
  const rest = selected.filter((item) => !sameValue(item, value));
  return checked ? [...rest, value] : rest;
}

/** A choice with its facet count beside it: 'Leather (9)'. */
export function FacetCheckbox({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      className={styles.option}
      checked={checked}
      // A choice that would give no results cannot be ticked; a ticked one can always be unticked.
      disabled={count === 0 && !checked}
      onChange={(event) => onChange(event.target.checked)}
      label={
        <span className={styles.optionText}>
          <span className={styles.optionLabel}>{label}</span>{' '}
          <span className={styles.count}>({formatNumber(count)})</span>
        </span>
      }
    />
  );
}

type FacetGroupProps = {
  legend: string;
  options: FacetValue[];
  selected: string[];
  onToggle: (value: string, checked: boolean) => void;
};

/** A facet as a checkbox list with counts; long lists show their first choices and 'Show all'. */
export function FacetGroup({ legend, options, selected, onToggle }: FacetGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = options.length > COLLAPSE_ABOVE;
  const shown =
    collapsible && !expanded
      ? options.filter((option, index) => index < COLLAPSED_COUNT || isSelected(selected, option.value))
      : options;

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul role="list" className={styles.options}>
        {shown.map((option) => (
          <li key={option.value}>
            <FacetCheckbox
              label={option.label}
              count={option.count}
              checked={isSelected(selected, option.value)}
              onChange={(checked) => onToggle(option.value, checked)}
            />
          </li>
        ))}
      </ul>
      {collapsible && (
        <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
          <span className="visually-hidden"> {legend.toLowerCase()} choices</span>
        </button>
      )}
    </fieldset>
  );
}

/**
 * The facet's choices plus every selected value it no longer lists (with a count of 0), so a
 * ticked choice stays visible and can be unticked.
 */
export function withSelected(options: FacetValue[], selected: string[], labelFor: (value: string) => string = (value) => value): FacetValue[] {
  const missing = selected
    .filter((value) => !options.some((option) => sameValue(option.value, value)))
    .map((value) => ({ value, label: labelFor(value), count: 0 }));
  return [...options, ...missing];
}
