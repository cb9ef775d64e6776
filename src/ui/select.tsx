import type { ReactNode } from 'react';
import {
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as listStyles from './list-box.css';
import { memoField } from './memo-field';
import * as styles from './select.css';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<RACSelectProps<T, 'single'>, 'children' | 'className' | 'render' | 'selectionMode'> {
  label?: ReactNode;
  items: Iterable<T>;
  description?: ReactNode;
  /** Shown under the trigger; setting it marks the select invalid. */
  errorMessage?: string;
  className?: string;
}

function SelectView<T extends SelectOption = SelectOption>({
  label,
  items,
  description,
  errorMessage,
  className,
  isInvalid,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      isInvalid={isInvalid || Boolean(errorMessage)}
      className={cx(styles.root, className)}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className={listStyles.popover}>
        <ListBox items={items} className={listStyles.list}>
          {option}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

/**
 * An option of the list, one function for every render: react-aria builds the collection again whenever its items or
 * this function change, each option's element included.
 */
function option(item: SelectOption) {
  return (
    <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={listStyles.item}>
      {({ isSelected }) => (
        <>
          <span className={listStyles.check}>{isSelected && <CheckIcon />}</span>
          <span className={listStyles.itemLabel}>{item.label}</span>
        </>
      )}
    </ListBoxItem>
  );
}

/** Rendered again only when its own props change (decision 067). */
export const Select = memoField(SelectView, 'Select') as typeof SelectView;
