import type { CSSProperties } from 'react';

import { cx } from '@/lib/class-names';

import styles from './skeleton.module.css';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** `text` is a line of text, `circle` an avatar; `block` (default) anything else. */
  shape?: 'block' | 'text' | 'circle';
  /** Width/height ratio, e.g. '4 / 3' for a product image. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
};

/** A placeholder in the shape of content that is loading. Hidden from assistive technology. */
export function Skeleton({ width, height, shape = 'block', aspectRatio, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, shape === 'text' && styles.text, shape === 'circle' && styles.circle, className)}
      style={{ width, height, aspectRatio }}
    />
  );
}
