import { type ReactNode, useId, useState } from 'react';
import {
  Input,
  Meter,
  Label as RACLabel,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  ToggleButton,
} from 'react-aria-components';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import { visuallyHidden } from './global.css';
import { CheckIcon, CloseIcon } from './icons';
import { memoField } from './memo-field';
import * as styles from './password-field.css';

/** The spec's password criteria; only length and digit are enforced, special is displayed. */
export function passwordChecks(value: string): { length: boolean; digit: boolean; special: boolean } {
  return {
    length: value.length >= 10,
    digit: /\d/.test(value),
    special: /[^A-Za-z0-9]/.test(value),
  };
}

/** The spec's strength score: 50 for at least 10 characters plus 50 for a digit. */
export function passwordStrength(value: string): number {
  const { length, digit } = passwordChecks(value);
  return (length ? 50 : 0) + (digit ? 50 : 0);
}

export interface PasswordCheck {
  label: string;
  met: boolean;
}

/**
 * The live checklist and its hidden state texts come together: the texts have no English default, so a page
 * in another language never reads 'Met' / 'Not met' to a screen reader.
 */
type ChecklistProps =
  | { checks?: undefined; checksLabel?: undefined; metLabel?: undefined; unmetLabel?: undefined }
  | {
      /** Live criteria, listed under the input and read with it as its description. */
      checks: readonly PasswordCheck[];
      /** Accessible name of the checklist, e.g. 'Password requirements'. */
      checksLabel: string;
      /** Hidden text telling a criterion's state, e.g. 'Met' / 'Not met'. */
      metLabel: string;
      unmetLabel: string;
    };

export type PasswordFieldProps = PasswordFieldBaseProps & ChecklistProps;

interface PasswordFieldBaseProps
  extends Omit<
    RACTextFieldProps,
    'children' | 'className' | 'render' | 'type' | 'autoComplete' | 'inputMode' | 'pattern'
  > {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the input; setting it marks the field invalid. */
  errorMessage?: string;
  /** 'current-password' for log in, 'new-password' where a password is chosen. */
  autoComplete?: 'current-password' | 'new-password';
  /** Accessible name of the show/hide button, e.g. 'Show password'; aria-pressed tells whether it is shown. */
  showLabel?: string;
  /** 0-100; shows a strength meter when given. */
  strength?: number;
  /** Visible name of the meter, e.g. 'Password strength'. */
  strengthLabel?: string;
  /** Text of the meter's value, e.g. 'Strong'; defaults to a percentage. */
  strengthValueLabel?: string;
  placeholder?: string;
  className?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={16}
      height={16}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" />
      <circle cx="8" cy="8" r="2" />
      {crossed && <path d="M2 14L14 2" />}
    </svg>
  );
}

const strengthLevel = (percentage: number) =>
  percentage >= 100 ? 'strong' : percentage >= 50 ? 'fair' : 'weak';

function PasswordFieldView({
  label,
  description,
  errorMessage,
  autoComplete = 'current-password',
  showLabel = 'Show password',
  checks,
  checksLabel,
  metLabel,
  unmetLabel,
  strength,
  strengthLabel = 'Password strength',
  strengthValueLabel,
  placeholder,
  className,
  isInvalid,
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  const checklistId = useId();
  const hasChecks = checks !== undefined && checks.length > 0;

  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      aria-describedby={cx(describedBy, hasChecks && checklistId) || undefined}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(styles.root, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.inputGroup}>
        <Input placeholder={placeholder} className={styles.input} />
        <ToggleButton
          aria-label={showLabel}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
          className={styles.toggle}
        >
          <EyeIcon crossed={isVisible} />
        </ToggleButton>
      </div>
      {hasChecks && (
        <ul id={checklistId} aria-label={checksLabel} className={styles.checklist}>
          {checks.map((check) => {
            const state = check.met ? 'met' : 'unmet';
            return (
              <li key={check.label} data-met={check.met} className={styles.check}>
                {check.met ? (
                  <CheckIcon className={styles.checkIcon[state]} />
                ) : (
                  <CloseIcon className={styles.checkIcon[state]} />
                )}
                <span className={visuallyHidden}>{`${check.met ? metLabel : unmetLabel}: `}</span>
                <span className={styles.checkLabel[state]}>{check.label}</span>
              </li>
            );
          })}
        </ul>
      )}
      {strength !== undefined && (
        <Meter
          value={Math.min(100, Math.max(0, strength))}
          valueLabel={strengthValueLabel}
          className={styles.meter}
        >
          {({ percentage, valueText }) => (
            <>
              <RACLabel className={styles.meterLabel}>{strengthLabel}</RACLabel>
              <span className={styles.meterValue}>{valueText}</span>
              <div className={styles.meterTrack}>
                <div
                  className={styles.meterFill[strengthLevel(percentage)]}
                  style={{ width: `${percentage}%` }}
                />
              </div>
            </>
          )}
        </Meter>
      )}
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </RACTextField>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const PasswordField = memoField(PasswordFieldView, 'PasswordField');
