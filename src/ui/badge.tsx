import type { ComponentPropsWithRef } from 'react';
import * as styles from './badge.css';
import { cx } from './cx';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: styles.BadgeVariant;
}

/** Short status label. The text itself must carry the meaning; the colour only reinforces it. */
export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.base, styles.variant[variant], className)} />;
}
