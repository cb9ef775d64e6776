import { Button } from '../../ui/button';
import { CloseIcon } from '../../ui/icons';
import * as styles from './voucher-panel.css';

/** The active discount codes or applied gift cards of a voucher section, each with its remove button. */
export function AppliedVouchers({
  label,
  codes,
  removeLabel,
  isDisabled,
  onRemove,
}: {
  label: string;
  codes: string[];
  removeLabel: (code: string) => string;
  isDisabled: boolean;
  onRemove: (code: string) => void;
}) {
  if (codes.length === 0) return null;
  return (
    <ul className={styles.applied} aria-label={label}>
      {codes.map((code) => (
        <li key={code} className={styles.appliedItem}>
          <span>{code}</span>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            isDisabled={isDisabled}
            aria-label={removeLabel(code)}
            onPress={() => onRemove(code)}
          >
            <CloseIcon />
          </Button>
        </li>
      ))}
    </ul>
  );
}
