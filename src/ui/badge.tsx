import type { ComponentPropsWithRef } from 'react';
import * as styles from './badge.css';
import { cx } from './cx';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
}

/** Short status label. The text itself must carry the meaning; the colour only reinforces it. */
export function Badge({ variant, className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.badge({ variant }), className)} />;
}
