import { ProductImage } from '@/components/product-image';
import { cx } from '@/lib/class-names';
import { formatKsh, formatNumber } from '@/lib/format';

import { categorySuggestionLabel, type SuggestionItem } from '../suggestion-items';
import styles from './suggestion-list.module.css';

type SuggestionListProps = {
  id: string;
  items: SuggestionItem[];
  /** The highlighted option's index, or -1. */
  activeIndex: number;
  open: boolean;
  onPick: (item: SuggestionItem) => void;
  onHighlight: (index: number) => void;
};

export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The listbox under the header search (WAI-ARIA combobox pattern): product and category
 * suggestions in two labelled groups. Focus stays in the input; a click opens an option.
 */
export function SuggestionList({ id, items, activeIndex, open, onPick, onHighlight }: SuggestionListProps) {
  // Closed, the list stays in the page (the input controls it) but empty.
  const indexed = open ? items.map((item, index) => ({ item, index })) : [];
  const groups = [
    { key: 'products', title: 'Products', entries: indexed.filter(({ item }) => item.kind === 'product') },
    { key: 'categories', title: 'Categories', entries: indexed.filter(({ item }) => item.kind === 'category') },
  ].filter((group) => group.entries.length > 0);

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      // The input keeps the focus (aria-activedescendant): the list is focusable by script only.
      tabIndex={-1}
      className={styles.list}
      hidden={!open}
      // Keeps focus in the input, so a click opens the option rather than closing the list.
      onMouseDown={(event) => event.preventDefault()}
    >
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`} className={styles.group}>
          <div id={`${id}-${group.key}`} role="presentation" className={styles.groupTitle}>
            {group.title}
          </div>
          {group.entries.map(({ item, index }) => (
            <div
              key={item.key}
              id={suggestionOptionId(id, index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cx(styles.option, index === activeIndex && styles.active)}
              tabIndex={-1}
              onClick={() => onPick(item)}
              // The input handles the keys; an option that somehow has the focus opens on Enter too.
              onKeyDown={(event) => {
                if (event.key === 'Enter') onPick(item);
              }}
              onMouseMove={() => {
                if (index !== activeIndex) onHighlight(index);
              }}
            >
              {item.kind === 'product' ? (
                <>
                  <ProductImage src={item.product.images[0]} alt="" className={styles.image} loading="lazy" sizes="48px" />
                  <span className={styles.text}>
                    <span className={styles.name}>{item.product.name}</span>{' '}
                    <span className={styles.detail}>{formatKsh(item.product.price)}</span>
                  </span>
                </>
              ) : (
                <span className={styles.text}>
                  <span className={styles.name}>{categorySuggestionLabel(item.category)}</span>{' '}
                  <span className={styles.detail}>
                    {formatNumber(item.category.count)} {item.category.count === 1 ? 'product' : 'products'}
                  </span>
                </span>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
