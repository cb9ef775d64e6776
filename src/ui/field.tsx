import {
  composeRenderProps,
  FieldError as RACFieldError,
  type FieldErrorProps as RACFieldErrorProps,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
} from 'react-aria-components';
import { cx } from './cx';
import * as styles from './field.css';

export interface LabelProps extends RACLabelProps {
  /** Shows a visual required mark; the input itself announces `required`. */
  isRequired?: boolean;
}

export function Label({ isRequired, className, children, ...props }: LabelProps) {
  return (
    <RACLabel {...props} className={cx(styles.label, className)}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </RACLabel>
  );
}

export type FieldDescriptionProps = Omit<TextProps, 'slot' | 'elementType'>;

/** Help text wired to the field via aria-describedby. */
export function FieldDescription({ className, ...props }: FieldDescriptionProps) {
  return (
    <Text {...props} slot="description" elementType="div" className={cx(styles.description, className)} />
  );
}

export type FieldErrorProps = RACFieldErrorProps;

/** Rendered only while the field is invalid; falls back to the native validation message. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      className={composeRenderProps(className, (className) => cx(styles.error, className))}
    />
  );
}
