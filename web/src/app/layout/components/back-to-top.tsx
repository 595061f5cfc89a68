import { useEffect, useState } from 'react';

import { ArrowUpIcon } from '@/components/icons';

import styles from './back-to-top.module.css';

/** The button appears once the page is scrolled more than 500 px (customer-side.md section 9). */
export const BACK_TO_TOP_THRESHOLD_PX = 500;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    function onScroll() {
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
