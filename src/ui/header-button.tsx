import type { ComponentPropsWithRef } from 'react';
import * as styles from './header-button.css';

export interface HeaderButtonProps extends ComponentPropsWithRef<'button'> {
  /** A number shown on the icon (items in the cart); hidden at 0. Part of the aria-label, not read twice. */
  count?: number;
}

/**
 * An icon button of the site header. A native button, so the header paints with no react-aria code;
 * what it opens is loaded on press.
 */
export function HeaderButton({ count = 0, children, className, ...props }: HeaderButtonProps) {
  return (
    <button type="button" {...props} className={className ? `${styles.button} ${className}` : styles.button}>
      {children}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </button>
  );
}
