import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import { cx } from '@/lib/class-names';

import styles from './account-tabs.module.css';

export type AccountTab<Id extends string> = { id: Id; label: string; icon?: ReactNode; content: ReactNode };

type AccountTabsProps<Id extends string> = {
  tabs: AccountTab<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  label: string;
};

/** WAI-ARIA tabs (arrow keys, Home, End); only the active panel is rendered. */
export function AccountTabs<Id extends string>({ tabs, active, onChange, label }: AccountTabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(0, tabs.findIndex((tab) => tab.id === active));
  const current = tabs[activeIndex];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? (activeIndex === last ? 0 : activeIndex + 1)
      : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? (activeIndex === 0 ? last : activeIndex - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} tabIndex={-1} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={index === activeIndex}
            tabIndex={index === activeIndex ? 0 : -1}
            className={cx(styles.tab, index === activeIndex && styles.activeTab)}
            onClick={() => onChange(tab.id)}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-${current.id}-panel`}
          aria-labelledby={`${baseId}-${current.id}-tab`}
          tabIndex={0}
          className={styles.panel}
        >
          {current.content}
        </div>
      )}
    </div>
  );
}
