import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { Breadcrumb, type BreadcrumbItem } from './ui/breadcrumb';
import { cx } from '@/lib/class-names';
import { usePageTitle } from '@/lib/page-title';

import styles from './content-page.module.css';

type ContentPageProps = {
  title: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Trail between Home and this page (Home is added). */
  trail?: BreadcrumbItem[];
  /** e.g. 'Last updated 1 November 2026'. */
  meta?: string;
  /** Shows the help-and-policies side navigation. */
  withSideNav?: boolean;
  /** Constrains the body to a readable measure (default true). */
  narrow?: boolean;
  children: ReactNode;
};

const SIDE_NAV: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Help',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'FAQs', to: '/faqs' },
      { label: 'How to Place an Order', to: '/place-order' },
      { label: 'How to Cancel an Order', to: '/cancel-order' },
      { label: 'Payment Options', to: '/payment-options' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { label: 'Shipping Policy', to: '/shipping-policy' },
      { label: 'Return Policy', to: '/return-policy' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];

/** The frame of every content page: breadcrumb, title band, body and optional side navigation. */
export function ContentPage({ title, intro, trail = [], meta, withSideNav = false, narrow = true, children }: ContentPageProps) {
  usePageTitle(title);
  const { pathname } = useLocation();
  return (
    <article className={styles.page}>
      <header className={styles.band}>
        <div className="container">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, ...trail, { label: title }]} />
          <h1 className={styles.title}>{title}</h1>
          {intro && <div className={styles.intro}>{intro}</div>}
          {meta && <p className={styles.meta}>{meta}</p>}
        </div>
      </header>
      <div className={cx('container', styles.layout, withSideNav && styles.withSide)}>
        {withSideNav && (
          <nav className={styles.side} aria-label="Help and policies">
            {SIDE_NAV.map((group) => (
              <div key={group.title} className={styles.sideGroup}>
                <h2 className={styles.sideTitle}>{group.title}</h2>
                <ul className={styles.sideList}>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className={styles.sideLink}
                        aria-current={pathname === link.to ? 'page' : undefined}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className={cx(styles.body, narrow && styles.narrow)}>{children}</div>
      </div>
    </article>
  );
}

/** Long-form text with the shop's heading, list and table styles. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx(styles.prose, className)}>{children}</div>;
}
