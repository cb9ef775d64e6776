import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasRaisedToast, subscribeToToasts } from './toast-signal';

const ToastRegion = lazy(() => import('./toast').then((module) => ({ default: module.ToastRegion })));

/**
 * Mount once near the root. Toasts only follow an interaction, so the region's code (and the queue's)
 * loads with the first toast, not with the page; it stays mounted afterwards.
 */
export function ToastRegionSlot({ closeLabel }: { closeLabel?: string }) {
  const needed = useSyncExternalStore(subscribeToToasts, hasRaisedToast, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion closeLabel={closeLabel} />
    </Suspense>
  );
}
