import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { cx } from './cx';
import * as styles from './spinner.css';

export interface SpinnerProps
  extends Omit<
    ProgressBarProps,
    'children' | 'className' | 'isIndeterminate' | 'value' | 'minValue' | 'maxValue'
  > {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name announced by screen readers. */
  label?: string;
  className?: string;
}

/** Indeterminate progress indicator (role="progressbar"); colour follows `currentColor`. */
export function Spinner({ size, label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <ProgressBar
      aria-label={props['aria-labelledby'] ? undefined : label}
      {...props}
      isIndeterminate
      className={cx(styles.spinner({ size }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
