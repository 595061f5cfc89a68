import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/page-title';

import styles from './auth-page.module.css';

type AuthPageProps = {
  title: string;
  subtitle?: ReactNode;
  /** Under the card: e.g. 'Don't have an account? Register'. */
  footer?: ReactNode;
  children: ReactNode;
};

/** The frame of the sign-in, registration and password pages: one centred card. */
export function AuthPage({ title, subtitle, footer, children }: AuthPageProps) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <div className="container">
        <Card padding="lg" className={styles.card}>
          <header className={styles.header}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </header>
          {children}
        </Card>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
