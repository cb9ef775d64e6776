// The app-wide toast queue and its helpers; kept apart from the region so that raising a toast does not
// pull the region's rendering code into a chunk.
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { forgetRaisedToast, signalToast } from './toast-signal';

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
  signalToast();
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

/**
 * Tests: the queue of a new page, empty and with no timer running (the files of a test worker share this module,
 * decision 070). A toast a test left would show in the next test's region, and close there when its timer ran out.
 */
export function resetToasts() {
  toastQueue.pauseAll();
  toastQueue.clear();
  forgetRaisedToast();
}
