import type { ReactNode } from 'react';
import * as buttonStyles from './button.css';
import { ChevronDownIcon } from './icons';
import * as menuStyles from './menu.css';

/**
 * Looks exactly like a MenuTrigger while its lazily loaded widget arrives, so the header paints with
 * no react-aria code and does not shift when the real control replaces it.
 */
export function TriggerPlaceholder({
  label,
  'aria-label': ariaLabel,
}: {
  label: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={ariaLabel}
      aria-disabled="true"
      className={buttonStyles.button({ variant: 'ghost' })}
    >
      <span className={buttonStyles.label}>
        {label}
        <ChevronDownIcon className={menuStyles.chevron} />
      </span>
    </button>
  );
}
