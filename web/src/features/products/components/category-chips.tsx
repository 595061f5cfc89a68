import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import { cx } from '@/lib/class-names';

import styles from './category-chips.module.css';

export type Chip = { slug: string; name: string };

/** How many categories show before 'Show More' (customer spec §9). */
export const VISIBLE_CHIPS = 7;

type CategoryChipsProps = {
  categories: Chip[];
  /** The selected slug; '' selects the first ('All') chip. */
  selected: string;
  /** Chips as buttons that select a category... */
  onSelect?: (slug: string) => void;
  /** ...or as links to a page per category ('' is the 'All' chip's slug). */
  hrefFor?: (slug: string) => string;
  /** The first chip, selecting no category. */
  allLabel?: string;
  label?: string;
};

/** 'All Categories' plus the first 7 categories, with Show More / Show Less for the rest. */
export function CategoryChips({
  categories,
  selected,
  onSelect,
  hrefFor,
  allLabel = 'All Categories',
  label = 'Categories',
}: CategoryChipsProps) {
  const [expanded, setExpanded] = useState(false);
  const hidden = categories.slice(VISIBLE_CHIPS);
  // A selected category beyond the first 7 stays visible while collapsed.
  const shown = expanded
    ? categories
    : [...categories.slice(0, VISIBLE_CHIPS), ...hidden.filter((chip) => chip.slug === selected)];

  function chip(slug: string, content: ReactNode) {
    const isSelected = selected === slug;
    const className = cx(styles.chip, isSelected && styles.selected);
    if (hrefFor) {
      return (
        <Link to={hrefFor(slug)} className={className} aria-current={isSelected ? 'page' : undefined}>
          {content}
        </Link>
      );
    }
    return (
      <button type="button" className={className} aria-pressed={isSelected} onClick={() => onSelect?.(slug)}>
        {content}
      </button>
    );
  }

  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {chip('', allLabel)}
      {shown.map((category) => (
        <Fragment key={category.slug}>{chip(category.slug, category.name)}</Fragment>
      ))}
      {hidden.length > 0 && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  );
}
