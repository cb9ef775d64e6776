import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import * as styles from './choice-group.css';

export interface Choice {
  id: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface ChoiceGroupProps extends Omit<RadioGroupProps, 'children' | 'className'> {
  label: ReactNode;
  choices: Choice[];
}

/** A single choice shown as chips (sizes, colours): a radio group, arrow keys move between chips. */
export function ChoiceGroup({ label, choices, ...props }: ChoiceGroupProps) {
  return (
    <RadioGroup {...props} orientation="horizontal" className={styles.group}>
      <Label className={styles.label}>{label}</Label>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} isDisabled={choice.isDisabled} className={styles.chip}>
            {choice.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
