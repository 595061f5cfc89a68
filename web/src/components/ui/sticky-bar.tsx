import { useLayoutEffect, useRef, type ReactNode } from 'react';

import styles from './sticky-bar.module.css';

/** The CSS variable holding the shown sticky bar's height: the back-to-top button, the toasts and the page's end keep above it. */
export const STICKY_BAR_HEIGHT_VAR = '--sticky-bar-height';

/**
 * A bar fixed to the bottom of a phone's screen with a page's main action (Add to Cart, Checkout,
 * Place Order). While it shows, its height is in `--sticky-bar-height` on the document, which the
 * back-to-top button, the toasts and the page's bottom padding add, so nothing sits under it and
 * it covers no control.
 */
export function StickyBar({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(STICKY_BAR_HEIGHT_VAR, `${element.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(STICKY_BAR_HEIGHT_VAR);
    };
  }, []);
  return (
    <div ref={ref} role="region" aria-label={label} className={styles.bar} data-sticky-bar="">
      {children}
    </div>
  );
}
