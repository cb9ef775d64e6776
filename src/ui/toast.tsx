import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { Button } from './button';
import { cx } from './cx';
import { CloseIcon } from './icons';
import * as styles from './toast.css';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastData {
  variant: ToastVariant;
  title: string;
  description?: string;
  action?: ToastAction;
}

export interface ToastOptions {
  description?: string;
  action?: ToastAction;
  /** Auto-dismiss after this many ms. Defaults to 5000 for toasts without an action, else none. */
  timeout?: number;
  onClose?: () => void;
}

/** The app-wide queue rendered by `<ToastRegion/>`. */
export const toastQueue = new ToastQueue<ToastData>({ maxVisibleToasts: 4 });

function show(
  variant: ToastVariant,
  title: string,
  { description, action, timeout, onClose }: ToastOptions = {},
) {
  return toastQueue.add(
    { variant, title, description, action },
    // Toasts with an action stay until dismissed so everyone has time to reach the button (WCAG 2.2.1).
    { timeout: timeout ?? (action ? undefined : 5000), onClose },
  );
}

/** Each helper returns the toast key, usable with `toastQueue.close(key)`. */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};

export interface ToastRegionProps {
  className?: string;
  /** Accessible name of the close buttons. */
  closeLabel?: string;
}

/** Mount once near the root of the app. Renders nothing while there are no toasts. */
export function ToastRegion({ className, closeLabel }: ToastRegionProps) {
  return (
    <RACToastRegion queue={toastQueue} className={cx(styles.region, className)}>
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast({ variant: toast.content.variant })}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            <Text slot="description" className={styles.description}>
              {toast.content.description}
            </Text>
          </ToastContent>
          <div className={styles.actions}>
            {toast.content.action && (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  toast.content.action?.onAction();
                  toastQueue.close(toast.key);
                }}
              >
                {toast.content.action.label}
              </Button>
            )}
            <Button slot="close" variant="ghost" size="sm" iconOnly aria-label={closeLabel}>
              <CloseIcon />
            </Button>
          </div>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
