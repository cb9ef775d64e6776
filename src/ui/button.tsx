import type { Ref } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import * as styles from './button.css';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RACButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Square button for a lone icon; give it an `aria-label`. */
  iconOnly?: boolean;
  fullWidth?: boolean;
  /** Accessible name of the spinner shown while `isPending`. */
  pendingLabel?: string;
  /**
   * Locked under the user's hand (a cart line's buttons while a change runs and 700 ms after; a zoom button at its
   * limit, which the press itself reached): a press does nothing, it looks and is announced disabled
   * (`aria-disabled`), and it keeps the focus, which a `disabled` button loses to the page (react-aria's pending
   * state, without its spinner).
   */
  isLocked?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  iconOnly,
  fullWidth,
  pendingLabel = 'Loading',
  isLocked = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      isPending={props.isPending || isLocked}
      data-locked={isLocked || undefined}
      className={composeRenderProps(className, (className) =>
        cx(styles.button({ variant, size, iconOnly, fullWidth }), className),
      )}
    >
      {composeRenderProps(children, (children, { isPending }) => (
        <>
          <span className={styles.label}>{children}</span>
          {isPending && !isLocked && (
            <span className={styles.pendingIndicator}>
              <Spinner size="sm" label={pendingLabel} />
            </span>
          )}
        </>
      ))}
    </RACButton>
  );
}
