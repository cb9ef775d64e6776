import { useSyncExternalStore } from 'react';
import { useI18n } from '../i18n/use-translation';

/**
 * False in a prerendered page's markup and while it hydrates, true once the app runs it with all its texts (at
 * once for a page rendered in the browser; for a prerendered page once i18next has loaded, decision 043). A
 * control whose press needs the app is disabled until then, so nothing typed or pressed before is silently lost
 * (decision 028), and nothing it brings shows a text the page's snapshot lacks.
 */
export function useHydrated() {
  const i18n = useI18n();
  return useSyncExternalStore(
    i18n.subscribe,
    () => i18n.isLoaded(),
    () => false,
  );
}
