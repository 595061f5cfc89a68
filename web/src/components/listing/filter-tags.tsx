import { CloseIcon } from '../icons';
import { Button } from '../ui/button';

import type { FilterTag } from '@/lib/listing/listing-options';
import styles from './filter-tags.module.css';

type FilterTagsProps<C> = {
  tags: FilterTag<C>[];
  /** Called with a tag's `clear` change when it is removed. */
  onChange: (change: C) => void;
  onClearAll: () => void;
};

/** The active filters as removable tags, with 'Clear all filters'. */
export function FilterTags<C>({ tags, onChange, onClearAll }: FilterTagsProps<C>) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.bar}>
      <ul role="list" className={styles.tags} aria-label="Active filters">
        {tags.map((tag) => (
          <li key={tag.key}>
            <button
              type="button"
              className={styles.tag}
              onClick={() => onChange(tag.clear)}
              aria-label={`Remove filter ${tag.label}`}
            >
              <span>{tag.label}</span>
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClearAll} className={styles.clear}>
        Clear all filters
      </Button>
    </div>
  );
}
