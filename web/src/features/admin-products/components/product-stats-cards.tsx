import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AlertIcon, CardIcon, InfoIcon, SofaIcon } from '@/components/icons';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Schemas } from '@/lib/api-contract';
import { cx } from '@/lib/class-names';
import { formatKsh, formatNumber } from '@/lib/format';

import styles from './product-stats-cards.module.css';

type ProductStats = Schemas['ProductStats'];

type Figure = { label: string; icon: ReactNode; value: (stats: ProductStats) => string; detail?: (stats: ProductStats) => string; tone?: 'warning' | 'danger' };

const FIGURES: Figure[] = [
  {
    label: 'Total Products',
    icon: <SofaIcon size={20} />,
    value: (stats) => formatNumber(stats.totalProducts),
    detail: (stats) => `${formatNumber(stats.featured)} featured`,
  },
  { label: 'Total Value', icon: <CardIcon size={20} />, value: (stats) => formatKsh(stats.totalValue), detail: () => 'Price × stock' },
  { label: 'Low Stock', icon: <InfoIcon size={20} />, value: (stats) => formatNumber(stats.lowStock), detail: () => '1 to 5 left', tone: 'warning' },
  { label: 'Out of Stock', icon: <AlertIcon size={20} />, value: (stats) => formatNumber(stats.outOfStock), detail: () => 'None left', tone: 'danger' },
];

/** The four stat cards, over the whole catalogue as the server computes them. */
export function ProductStatsCards({ query }: { query: UseQueryResult<ProductStats> }) {
  return (
    <div className={styles.cards}>
      {FIGURES.map((figure) => (
        <Card key={figure.label} as="section" padding="sm" className={styles.card} aria-label={figure.label}>
          <span className={cx(styles.icon, figure.tone && styles[figure.tone])}>{figure.icon}</span>
          <div className={styles.text}>
            <p className={styles.label}>{figure.label}</p>
            {query.data ? (
              <>
                <p className={styles.value}>{figure.value(query.data)}</p>
                {figure.detail && <p className={styles.detail}>{figure.detail(query.data)}</p>}
              </>
            ) : query.isError ? (
              <p className={styles.unavailable}>Unavailable</p>
            ) : (
              <Skeleton width={80} height={28} />
            )}
          </div>
        </Card>
      ))}
    </div>
  );
}
