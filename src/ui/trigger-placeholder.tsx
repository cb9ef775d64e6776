import type { ReactNode, RefObject } from 'react';
import * as buttonStyles from './button-base.css';
import { cx } from './cx';
import { ChevronDownIcon } from './icons';
import * as menuStyles from './menu.css';
import { onNextRelease, type PlaceholderHandoff } from './placeholder-handoff';

export interface TriggerPlaceholderProps {
  label: ReactNode;
  'aria-label'?: string;
  /** An icon-only trigger (a square button, no chevron). */
  iconOnly?: boolean;
  /** Where a press (the control should open when it arrives) and the focus are kept for the real control. */
  handoff: RefObject<PlaceholderHandoff>;
  /** The shopper is about to use it (pointer over it, pressed, focused): time to load the real control. */
  onIntent?: () => void;
}

/**
 * Looks exactly like a MenuTrigger until its lazily loaded widget arrives, so the header paints with
 * no react-aria code and does not shift when the real control replaces it. The widget loads on intent
 * (`onIntent`): a press before it has arrived opens it once it has, the focus moves on to it.
 */
export function TriggerPlaceholder({
  label,
  'aria-label': ariaLabel,
  iconOnly = false,
  handoff,
  onIntent,
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
      onPointerEnter={onIntent}
      onPointerDown={() => {
        // Until the pointer is released, wherever: the real trigger, if it arrives meanwhile, takes the release.
        handoff.current.down = true;
        onNextRelease(() => {
          handoff.current.down = false;
        });
        onIntent?.();
      }}
      onClick={() => {
        handoff.current.pressed = true;
        onIntent?.();
      }}
      onFocus={() => {
        handoff.current.focused = true;
        onIntent?.();
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
