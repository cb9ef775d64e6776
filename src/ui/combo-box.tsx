import type { ReactNode } from 'react';
import {
  Button,
  Collection,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  ListBoxLoadMoreItem,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  Text,
} from 'react-aria-components';
import * as styles from './combo-box.css';
import { cx } from './cx';
import { FieldDescription, FieldError, Label } from './field';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as listStyles from './list-box.css';

export interface ComboBoxOption {
  id: Key;
  label: string;
  /** A second, quieter text on the option (e.g. an organisation number). */
  detail?: string;
  isDisabled?: boolean;
}

type SharedProps = Omit<
  RACComboBoxProps<ComboBoxOption, 'single'>,
  'children' | 'className' | 'render' | 'items' | 'defaultItems' | 'selectionMode'
> & {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the input; setting it marks the combobox invalid. */
  errorMessage?: string;
  placeholder?: string;
  className?: string;
};

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption> extends SharedProps {
  /** All options; the combobox filters them as the user types. */
  items: Iterable<T>;
}

export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({ items, ...props }: ComboBoxProps<T>) {
  // defaultItems (not items) lets react-aria filter the list against the typed text.
  return <ComboBoxFrame {...props} defaultItems={items} />;
}

export interface SearchComboBoxProps extends SharedProps {
  /** The options the server found for the typed text (the caller searches; nothing is filtered here). */
  items: ComboBoxOption[];
  inputValue: string;
  onInputChange: (value: string) => void;
  /** What the open list shows without options: loading, 'nothing found', a failure. */
  emptyState: ReactNode;
  /** Asks for the next page when the end of the list scrolls into view. */
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
  loadingMoreLabel?: string;
}

/** A combobox over a server search: the caller owns the text, the options and their pages. */
export function SearchComboBox({
  items,
  emptyState,
  onLoadMore,
  isLoadingMore,
  loadingMoreLabel,
  ...props
}: SearchComboBoxProps) {
  return (
    <ComboBoxFrame
      {...props}
      items={items}
      allowsEmptyCollection
      emptyState={emptyState}
      listClassName={styles.pagedList}
      loadMore={
        onLoadMore && (
          // The next page loads as the end of the list comes near (a fifth of its height, not a whole one before).
          <ListBoxLoadMoreItem
            onLoadMore={onLoadMore}
            isLoading={isLoadingMore}
            scrollOffset={0.2}
            className={listStyles.item}
          >
            {loadingMoreLabel}
          </ListBoxLoadMoreItem>
        )
      }
    />
  );
}

const option = (item: ComboBoxOption) => (
  <ListBoxItem id={item.id} textValue={item.label} isDisabled={item.isDisabled} className={listStyles.item}>
    {({ isSelected }) => (
      <>
        <span className={listStyles.check}>{isSelected && <CheckIcon />}</span>
        <span className={listStyles.itemLabel}>
          {/* The label names the option; the detail describes it. */}
          <Text slot="label">{item.label}</Text>
          {item.detail && (
            <Text slot="description" className={styles.detail}>
              {' '}
              {item.detail}
            </Text>
          )}
        </span>
      </>
    )}
  </ListBoxItem>
);

function ComboBoxFrame({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  isInvalid,
  emptyState,
  loadMore,
  listClassName,
  ...props
}: Omit<RACComboBoxProps<ComboBoxOption, 'single'>, 'children' | 'className' | 'render' | 'selectionMode'> &
  Omit<SharedProps, keyof RACComboBoxProps<ComboBoxOption, 'single'>> & {
    className?: string;
    emptyState?: ReactNode;
    loadMore?: ReactNode;
    listClassName?: string;
  }) {
  return (
    <RACComboBox
      {...props}
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
        <ListBox<ComboBoxOption>
          className={cx(listStyles.list, listClassName)}
          renderEmptyState={emptyState === undefined ? undefined : () => emptyState}
        >
          {props.items ? (
            <>
              <Collection items={props.items}>{option}</Collection>
              {loadMore}
            </>
          ) : (
            option
          )}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
