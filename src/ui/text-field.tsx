import type { ReactNode } from 'react';
import {
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import * as fieldStyles from './field.css';
import { memoField } from './memo-field';
import * as styles from './text-field.css';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'render'> {
  /** Visible label; pass `aria-label` instead only when the context makes the purpose obvious. */
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the input; setting it marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}

function TextFieldView({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  inputClassName,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input placeholder={placeholder} className={cx(styles.input, inputClassName)} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const TextField = memoField(TextFieldView, 'TextField');
