import type { ReactNode, RefObject } from 'react';
import * as buttonStyles from './button-base.css';
import { cx } from './cx';
import { ChevronDownIcon } from './icons';
import * as menuStyles from './menu.css';
import type { PlaceholderHandoff } from './placeholder-handoff';

export interface TriggerPlaceholderProps {
  label: ReactNode;
  'aria-label'?: string;
  /** An icon-only trigger (a square button, no chevron). */
  iconOnly?: boolean;
  /** Where a press (the control should open when it arrives) and the focus are kept for the real control. */
  handoff: RefObject<PlaceholderHandoff>;
}

/**
 * Looks exactly like a MenuTrigger while its lazily loaded widget arrives, so the header paints with
 * no react-aria code and does not shift when the real control replaces it.
 */
export function TriggerPlaceholder({
  label,
  'aria-label': ariaLabel,
  iconOnly = false,
  handoff,
}: TriggerPlaceholderProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={ariaLabel}
      className={cx(
        buttonStyles.root,
        buttonStyles.ghost,
        buttonStyles.sizeMd,
        iconOnly && buttonStyles.iconOnly,
      )}
      onClick={() => {
        handoff.current.pressed = true;
      }}
      onFocus={() => {
        handoff.current.focused = true;
      }}
      onBlur={() => {
        handoff.current.focused = false;
      }}
    >
      <span className={buttonStyles.label}>
        {label}
        {!iconOnly && <ChevronDownIcon className={menuStyles.chevron} />}
      </span>
    </button>
  );
}
