import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps as RACCheckboxFieldProps,
} from 'react-aria-components';
import * as styles from './checkbox.css';
import { cx } from './cx';
import { FieldDescription, FieldError } from './field';
import { CheckIcon } from './icons';
import { memoField } from './memo-field';

export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'children' | 'className' | 'render'> {
  /** The visible label. Without it, pass `aria-label`. */
  children?: ReactNode;
  description?: ReactNode;
  /** Shown under the checkbox; setting it marks the checkbox invalid. */
  errorMessage?: string;
  className?: string;
}

function CheckboxView({
  children,
  description,
  errorMessage,
  className,
  isInvalid,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(styles.field, className)}
    >
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box}>
              {isIndeterminate ? (
                <span className={styles.indeterminateMark} />
              ) : (
                isSelected && <CheckIcon size={14} />
              )}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const Checkbox = memoField(CheckboxView, 'Checkbox');
