import type { ReactNode, Ref } from 'react';
import {
  Collection,
  composeRenderProps,
  Header,
  type Placement,
  Popover,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  MenuTrigger as RACMenuTrigger,
  type MenuTriggerProps as RACMenuTriggerProps,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { cx } from './cx';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as listStyles from './list-box.css';
import * as styles from './menu.css';

export interface MenuTriggerProps extends Omit<RACMenuTriggerProps, 'children'> {
  /** Content of the trigger button, e.g. "Sverige · SEK · SV". */
  label: ReactNode;
  /** When `label` alone does not say what the menu is for; must contain the visible text (WCAG 2.5.3). */
  'aria-label'?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A square trigger showing only `label` (an icon; give it an `aria-label`), no chevron. */
  iconOnly?: boolean;
  placement?: Placement;
  className?: string;
  /** The trigger button, e.g. to give it the focus of a placeholder it replaces. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** A `<Menu>`. */
  children: ReactNode;
}

/** A button that opens a dropdown menu. */
export function MenuTrigger({
  label,
  'aria-label': ariaLabel,
  variant = 'secondary',
  size,
  iconOnly,
  placement = 'bottom end',
  className,
  triggerRef,
  children,
  ...props
}: MenuTriggerProps) {
  return (
    <RACMenuTrigger {...props}>
      <Button
        variant={variant}
        size={size}
        iconOnly={iconOnly}
        aria-label={ariaLabel}
        className={className}
        ref={triggerRef}
      >
        {label}
        {!iconOnly && <ChevronDownIcon className={styles.chevron} />}
      </Button>
      <Popover placement={placement} className={listStyles.popover}>
        {children}
      </Popover>
    </RACMenuTrigger>
  );
}

export type MenuProps<T> = RACMenuProps<T>;

/** Use `selectionMode="single"` with `selectedKeys` to show a check mark on the chosen item. */
export function Menu<T extends object>({ className, ...props }: MenuProps<T>) {
  return (
    <RACMenu<T>
      {...props}
      className={composeRenderProps(className, (className) => cx(listStyles.list, className))}
    />
  );
}

export interface MenuSectionProps<T> extends Omit<RACMenuSectionProps<T>, 'className'> {
  /** The section's visible heading, which also names it. */
  title: string;
}

/** A group of menu items under a heading; it may keep its own selection (`selectionMode`, `selectedKeys`). */
export function MenuSection<T extends object>({ title, items, children, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection<T> {...props} className={listStyles.section}>
      <Header className={listStyles.sectionHeader}>{title}</Header>
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

export type MenuItemProps<T = object> = RACMenuItemProps<T>;

export function MenuItem<T = object>({ className, children, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem<T>
      {...props}
      // Typeahead needs plain text, which react-aria cannot read from a render function.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (className) => cx(listStyles.item, className))}
    >
      {composeRenderProps(children, (children, { isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className={listStyles.check}>{isSelected && <CheckIcon />}</span>
          )}
          <span className={listStyles.itemLabel}>{children}</span>
        </>
      ))}
    </RACMenuItem>
  );
}
