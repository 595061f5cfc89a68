import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { ChevronDownIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import styles from './disclosure-menu.module.css';

export type DisclosureLink = { label: string; to: string; icon?: ReactNode };

type DisclosureMenuProps = {
  /** Visible trigger content. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is only an icon. */
  ariaLabel?: string;
  links: DisclosureLink[];
  align?: 'start' | 'end';
  /** Accessible name of the link list (defaults to the trigger's). */
  listLabel?: string;
  triggerClassName?: string;
  /** Hides the chevron next to the label. */
  hideChevron?: boolean;
};

/**
 * A button that shows a list of links (the disclosure navigation pattern): Escape or a
 * click outside closes it and returns focus to the button, and it closes on navigation.
 */
export function DisclosureMenu({
  label,
  ariaLabel,
  links,
  align = 'end',
  listLabel,
  triggerClassName,
  hideChevron,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {!hideChevron && <ChevronDownIcon size={16} className={styles.chevron} />}
      </button>
      <div id={panelId} hidden={!open} className={cx(styles.panel, align === 'end' ? styles.alignEnd : styles.alignStart)}>
        <ul className={styles.list} aria-label={listLabel ?? ariaLabel}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.item} onClick={() => setOpen(false)}>
                {link.icon}
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
