import type { ReactNode } from 'react';
import * as buttonStyles from './button-base.css';
import { cx } from './cx';

/**
 * Holds a small button's place while its lazily loaded code arrives: the same size (its label, laid out but
 * not shown), looking like a skeleton, not operable and hidden from assistive technology, so that nothing
 * around it moves when the button comes.
 */
export function ButtonPlaceholder({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className={cx(buttonStyles.root, buttonStyles.sizeSm, buttonStyles.placeholder)}>
      <span className={buttonStyles.label}>{children}</span>
    </span>
  );
}
