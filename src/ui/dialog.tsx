import { createContext, type ReactNode, useContext } from 'react';
import {
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal as RACModal,
} from 'react-aria-components';
import { Button } from './button';
import { cx } from './cx';
import * as styles from './dialog.css';
import { CloseIcon } from './icons';

export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';

const InModalContext = createContext(false);

export interface ModalProps extends Omit<ModalOverlayProps, 'children' | 'className' | 'render'> {
  size?: 'sm' | 'md' | 'lg';
  /** A full-height panel at the screen's end (from the tablet's width; on a phone every dialog is full screen). */
  sheet?: boolean;
  className?: string;
  /** A `<Dialog>`. */
  children: ReactNode;
}

/** Full-screen overlay that traps focus and hides the rest of the page from assistive tech. */
export function Modal({
  size,
  sheet = false,
  className,
  children,
  isDismissable = true,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      isDismissable={isDismissable}
      className={cx(styles.overlay, sheet && styles.sheetOverlay)}
    >
      <RACModal className={cx(styles.modal({ size, sheet }), className)}>
        <InModalContext.Provider value={true}>{children}</InModalContext.Provider>
      </RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'children' | 'className'> {
  title: ReactNode;
  /** Content, or a function receiving `close` for buttons such as "Cancel". */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Accessible name of the close button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  className?: string;
}

export function Dialog({
  title,
  children,
  closeLabel = 'Close',
  hideCloseButton = false,
  className,
  ...props
}: DialogProps) {
  const inModal = useContext(InModalContext);
  return (
    <RACDialog
      {...props}
      className={cx(styles.dialog, className)}
      // react-aria omits aria-modal (a Safari iframe workaround) and hides the page instead; we add it
      // inside our Modal so assistive tech also gets the explicit modal semantics.
      render={
        inModal
          ? // biome-ignore lint/a11y/useAriaPropsSupportedByRole: domProps carries react-aria's role="dialog".
            (domProps) => <section {...domProps} aria-modal="true" />
          : undefined
      }
    >
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {!hideCloseButton && (
              <Button
                slot="close"
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={closeLabel}
                className={styles.closeButton}
              >
                <CloseIcon />
              </Button>
            )}
          </div>
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}
