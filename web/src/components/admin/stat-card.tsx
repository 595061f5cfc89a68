import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ArrowRightIcon } from '../icons';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { formatNumber } from '@/lib/format';

import styles from './stat-card.module.css';

type StatCardProps<T> = {
  label: string;
  icon: ReactNode;
  query: UseQueryResult<T>;
  value: (data: T) => number;
  /** A line under the figure. */
  detail?: (data: T) => ReactNode;
  link: { to: string; label: string };
};

/**
 * One dashboard figure, always computed by the server (DECISIONS.md, "Admin"); when it cannot
 * be loaded, the card says so and offers a retry.
 */
export function StatCard<T>({ label, icon, query, value, detail, link }: StatCardProps<T>) {
  return (
    <Card as="section" className={styles.card} aria-label={label}>
      <div className={styles.head}>
        <p className={styles.label}>{label}</p>
        <span className={styles.icon}>{icon}</span>
      </div>
      {query.isSuccess ? (
        <>
          <p className={styles.value}>{formatNumber(value(query.data))}</p>
          {detail && <p className={styles.detail}>{detail(query.data)}</p>}
        </>
      ) : query.isError ? (
        <div className={styles.failed} role="alert">
          <p>This figure could not be loaded.</p>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <Skeleton width={96} height={36} />
          <Skeleton shape="text" width="70%" />
        </>
      )}
      <Link to={link.to} className={styles.link}>
        {link.label}
        <ArrowRightIcon size={16} />
      </Link>
    </Card>
  );
}
