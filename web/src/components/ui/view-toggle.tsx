import { GridIcon, ListIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import styles from './view-toggle.module.css';

export type ProductView = 'grid' | 'list';

type ViewToggleProps = {
  value: ProductView;
  onChange: (view: ProductView) => void;
  className?: string;
};

/** Grid or list: two pressed-state buttons ('Grid view', 'List view') in a 'Layout' group. */
export function ViewToggle({ value, onChange, className }: ViewToggleProps) {
  return (
    <div className={cx(styles.group, className)} role="group" aria-label="Layout">
      <button
        type="button"
        className={cx(styles.view, value === 'grid' && styles.active)}
        aria-pressed={value === 'grid'}
        aria-label="Grid view"
        onClick={() => onChange('grid')}
      >
        <GridIcon size={18} />
      </button>
      <button
        type="button"
        className={cx(styles.view, value === 'list' && styles.active)}
        aria-pressed={value === 'list'}
        aria-label="List view"
        onClick={() => onChange('list')}
      >
        <ListIcon size={18} />
      </button>
    </div>
  );
}
