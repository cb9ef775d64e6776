import type { CSSProperties } from 'react';
import { cx } from './cx';
import * as styles from './skeleton.css';

export interface SkeletonProps {
  /** CSS length; numbers are pixels. */
  width?: number | string;
  /** CSS length; numbers are pixels. */
  height?: number | string;
  shape?: 'rect' | 'text' | 'circle';
  className?: string;
  style?: CSSProperties;
}

/**
 * Placeholder block while content loads. Hidden from assistive tech: announce loading on the container
 * instead (e.g. `aria-busy` or a Spinner).
 */
export function Skeleton({ width = '100%', height, shape = 'rect', className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.base, styles.shape[shape], className)}
      style={{ width, height: height ?? (shape === 'text' ? undefined : '1rem'), ...style }}
    />
  );
}
