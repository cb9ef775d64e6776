import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue';

const ToastRegion = lazy(() => import('./toast').then((module) => ({ default: module.ToastRegion })));

const hasToasts = () => toastQueue.visibleToasts.length > 0;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);

/**
 * Mount once near the root. Toasts only follow an interaction, so the region's code loads with the
 * first toast, not with the page; it stays mounted afterwards.
 */
export function ToastRegionSlot({ closeLabel }: { closeLabel?: string }) {
  const needed = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [mounted, setMounted] = useState(false);
  if (needed && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion closeLabel={closeLabel} />
    </Suspense>
  );
}
