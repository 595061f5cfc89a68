import type { ReactNode } from 'react';

import { Breadcrumb } from '../ui/breadcrumb';
import { usePageTitle } from '@/lib/page-title';

import styles from './admin-page.module.css';

type AdminPageProps = {
  title: string;
  /** Next to the title, e.g. the 'Admin Access' badge. */
  badge?: ReactNode;
  /** Under the title, e.g. 'Logged in as ...'. */
  meta?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** The trail between Admin and this page; none on the dashboard itself. */
  isDashboard?: boolean;
  children: ReactNode;
};

/** The frame of an admin screen inside the admin layout: breadcrumb, title row and body. */
export function AdminPage({ title, badge, meta, actions, isDashboard = false, children }: AdminPageProps) {
  usePageTitle(title);
  // Inside the admin layout the trail starts at the dashboard; the shop is the top bar's link.
  const trail = isDashboard ? null : [{ label: 'Admin', to: '/admin' }, { label: title }];
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className="container">
          {trail && <Breadcrumb items={trail} />}
          <div className={styles.titleRow}>
            <div className={styles.titleBlock}>
              <div className={styles.titleLine}>
                <h1 className={styles.title}>{title}</h1>
                {badge}
              </div>
              {meta && <div className={styles.meta}>{meta}</div>}
            </div>
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
        </div>
      </header>
      <div className={`container ${styles.body}`}>{children}</div>
    </div>
  );
}
