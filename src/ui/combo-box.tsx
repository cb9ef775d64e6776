import type { ReactNode } from 'react';
import {
  Button,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import * as styles from './combo-box.css';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as listStyles from './list-box.css';

export interface ComboBoxOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<
    RACComboBoxProps<T, 'single'>,
    'children' | 'className' | 'render' | 'items' | 'defaultItems' | 'selectionMode'
  > {
  label?: ReactNode;
  /** All options; the combobox filters them as the user types. */
  items: Iterable<T>;
  description?: ReactNode;
  /** Shown under the input; setting it marks the combobox invalid. */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
}

export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  items,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      {...props}
      // defaultItems (not items) lets react-aria filter the list against the typed text.
      defaultItems={items}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(styles.root, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.inputGroup}>
        <Input placeholder={placeholder} className={styles.input} />
        <Button className={styles.toggle}>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </div>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listStyles.popover}>
        <ListBox<T> className={listStyles.list}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={listStyles.item}
            >
              {({ isSelected }) => (
                <>
                  <span className={listStyles.check}>{isSelected && <CheckIcon />}</span>
                  <span className={listStyles.itemLabel}>{item.label}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
