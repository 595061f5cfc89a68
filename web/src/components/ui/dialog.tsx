import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import { CloseIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';
import { useFocusTrap } from '@/lib/focus-trap';

import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Read out after the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `left`/`right` slide the panel in from that side: a drawer. */
  placement?: 'center' | 'left' | 'right';
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  bodyClassName?: string;
};

let openDialogs = 0;

/**
 * A modal dialog (or drawer): focus moves in and is trapped, Escape and the backdrop
 * close it, focus returns to the opener, and the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  placement = 'center',
  hideTitle,
  className,
  bodyClassName,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open, onClose);

  useEffect(() => {
    if (!open) return;
    openDialogs += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = '';
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      className={cx(styles.overlay, placement !== 'center' && styles[placement])}
      role="presentation"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.panel, placement === 'center' && styles[size], className)}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        <div className={cx(styles.body, bodyClassName)}>
          {description && <p id={descriptionId}>{description}</p>}
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
