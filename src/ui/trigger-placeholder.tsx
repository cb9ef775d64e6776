import type { ReactNode } from 'react';
import * as buttonStyles from './button-base.css';
import { ChevronDownIcon } from './icons';
import * as menuStyles from './menu.css';

export interface TriggerPlaceholderProps {
  label: ReactNode;
  'aria-label'?: string;
  /** Pressed before the real control arrived: it should open when it does. */
  onActivate: () => void;
  /** Whether the placeholder has focus, so the real control can take it over. */
  onFocusChange: (isFocused: boolean) => void;
}

/**
 * Looks exactly like a MenuTrigger while its lazily loaded widget arrives, so the header paints with
 * no react-aria code and does not shift when the real control replaces it.
 */
export function TriggerPlaceholder({
  label,
  'aria-label': ariaLabel,
  onActivate,
  onFocusChange,
}: TriggerPlaceholderProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={ariaLabel}
      className={`${buttonStyles.root} ${buttonStyles.ghost} ${buttonStyles.sizeMd}`}
      onClick={onActivate}
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      <span className={buttonStyles.label}>
        {label}
        <ChevronDownIcon className={menuStyles.chevron} />
      </span>
    </button>
  );
}
