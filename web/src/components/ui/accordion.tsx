import { useId, useState, type ReactNode } from 'react';

import { ChevronDownIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import styles from './accordion.module.css';

export type AccordionItem = { id?: string; title: string; content: ReactNode };

const variants = { plain: styles.plain, boxed: styles.boxed };

type AccordionProps = {
  items: AccordionItem[];
  /** `plain`: rules between full-width questions (default); `boxed`: a bordered panel. */
  variant?: keyof typeof variants;
  /** Heading level of each question, to fit the page outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Allow more than one open panel (default true). */
  multiple?: boolean;
  /** Indexes open at first. */
  defaultOpen?: number[];
  className?: string;
};

/** Questions as buttons inside headings, each controlling its answer (WAI-ARIA accordion). */
export function Accordion({
  items,
  variant = 'plain',
  headingLevel: Heading = 'h3',
  multiple = true,
  defaultOpen = [],
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<Set<number>>(() => new Set(defaultOpen));

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(multiple ? current : []);
      if (current.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div className={cx(variants[variant], className)}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id ?? item.title} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={20} className={styles.chevron} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={styles.panel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
