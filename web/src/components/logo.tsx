import { Link } from 'react-router';

import { SHOP } from '@/config/shop';

import styles from './logo.module.css';

/** The Samani wordmark: a sofa mark and the shop name, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to="/" className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`} aria-label={`${SHOP.name} home`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" className={styles.markBg} />
        <path d="M9 24v-5a3.2 3.2 0 0 1 6.4 0v2h9.2v-2a3.2 3.2 0 0 1 6.4 0v5z" className={styles.markFg} />
        <path d="M12 16v-2a3.5 3.5 0 0 1 3.5-3.5h9A3.5 3.5 0 0 1 28 14v2" fill="none" className={styles.markStroke} strokeWidth="2.4" />
        <rect x="9" y="24" width="22" height="3.4" rx="1" className={styles.markAccent} />
        <path d="M11.5 27.4v3M28.5 27.4v3" className={styles.markStroke} strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>Samani</span>
        <span className={styles.sub}>Furniture</span>
      </span>
    </Link>
  );
}
