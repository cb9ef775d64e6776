import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in a prerendered page's markup and while it hydrates, true once the app runs it (at once for a page
 * rendered in the browser). A control whose press needs the app is disabled until then, so nothing typed or
 * pressed before hydration is silently lost (decision 028).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
