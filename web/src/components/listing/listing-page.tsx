import type { ReactNode } from 'react';

import { Breadcrumb, type BreadcrumbItem } from '../ui/breadcrumb';

import styles from './listing-page.module.css';

type ListingPageProps = {
  breadcrumb: BreadcrumbItem[];
  title: ReactNode;
  /** A line under the heading (intro text, 'Results for "sofa"'). */
  intro?: ReactNode;
  /** Search box, chips: between the heading and the listing. */
  controls?: ReactNode;
  children: ReactNode;
};

/** The frame of a listing screen: breadcrumb, heading, intro, controls, then the listing. */
export function ListingPage({ breadcrumb, title, intro, controls, children }: ListingPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb items={breadcrumb} className={styles.breadcrumb} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <div className={styles.intro}>{intro}</div>}
      </header>
      {controls && <div className={styles.controls}>{controls}</div>}
      {children}
    </div>
  );
}
