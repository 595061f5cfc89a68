import { useId } from 'react';

import { cx } from '@/lib/class-names';

import styles from './rating.module.css';

type RatingProps = {
  /** 0..5; values are clamped and shown to half stars. */
  value: number;
  /** Number of reviews, shown as '(120)' when given. */
  reviews?: number;
  size?: number;
  className?: string;
};

function Star({ fill, size, gradientId }: { fill: number; size: number; gradientId: string }) {
  const path = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8L12 2.8z';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId}>
          <stop offset={`${fill * 100}%`} stopColor="currentColor" />
          <stop offset={`${fill * 100}%`} stopColor="transparent" />
        </linearGradient>
      </defs>
      <path d={path} fill={`url(#${gradientId})`} stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

/** Five stars read out as 'Rated 4.5 out of 5'. */
export function Rating({ value, reviews, size = 16, className }: RatingProps) {
  const id = useId();
  const clamped = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const halves = Math.round(clamped * 2) / 2;
  const label = `Rated ${Number(clamped.toFixed(1))} out of 5`;
  return (
    <span className={cx(styles.rating, className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} size={size} fill={Math.min(1, Math.max(0, halves - index))} gradientId={`${id}-${index}`} />
        ))}
      </span>
      {reviews !== undefined && (
        <span className={styles.count}>
          ({reviews}
          <span className="visually-hidden"> reviews</span>)
        </span>
      )}
    </span>
  );
}
