import type { ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import * as fieldStyles from './field.css';
import * as styles from './text-area.css';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'render' | 'type'> {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the text area; setting it marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
  rows?: number;
  className?: string;
  textAreaClassName?: string;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  textAreaClassName,
  isInvalid,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(fieldStyles.field, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <RACTextArea rows={rows} placeholder={placeholder} className={cx(styles.textArea, textAreaClassName)} />
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}
