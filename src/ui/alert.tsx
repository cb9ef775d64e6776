import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './alert.css';
import { cx } from './cx';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Description; same as `children`, which wins when both are set. */
  description?: ReactNode;
  /**
   * `alert` interrupts the screen reader, `status` waits politely. Defaults to `alert` for warning and
   * danger, `status` otherwise. Live regions only announce content added after they mount.
   */
  role?: 'alert' | 'status';
}

export function Alert({
  variant = 'info',
  title,
  description,
  role,
  className,
  children,
  ...props
}: AlertProps) {
  const body = children ?? description;
  return (
    <div
      {...props}
      role={role ?? (variant === 'warning' || variant === 'danger' ? 'alert' : 'status')}
      className={cx(styles.alert({ variant }), className)}
    >
      {title != null && <p className={styles.title}>{title}</p>}
      {body != null && <div className={styles.body}>{body}</div>}
    </div>
  );
}
