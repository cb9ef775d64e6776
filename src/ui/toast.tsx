import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastRegion as RACToastRegion,
  Text,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';
import { Button } from './button';
import { cx } from './cx';
import { CloseIcon } from './icons';
import * as styles from './toast.css';
import { toastQueue } from './toast-queue';

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
