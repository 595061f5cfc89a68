import type { ReactNode } from 'react';

import { cx } from '@/lib/class-names';

import styles from './detail-card.module.css';

const tones = { muted: styles.muted, outlined: styles.outlined };

type DetailCardProps = {
  icon: ReactNode;
  title: string;
  /** `muted`: a tinted block (contact details); `outlined`: a bordered white card (showroom). */
  tone: keyof typeof tones;
  children: ReactNode;
};

/** A small titled block of practical details beside a page: address, phones, opening hours. */
export function DetailCard({ icon, title, tone, children }: DetailCardProps) {
  return (
    <section className={cx(styles.card, tones[tone])}>
      <h2 className={styles.title}>
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}
