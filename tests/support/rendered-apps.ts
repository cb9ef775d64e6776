// The apps a test rendered (render-app.tsx), stopped after it by dom-setup.ts: the files of a test worker share one
// document and their modules (decision 070), so nothing a test's app still had under way may reach the next test.
import type { QueryClient } from '@tanstack/react-query';

interface RenderedApp {
  queryClient: QueryClient;
}

const apps = new Set<RenderedApp>();

export const keepRenderedApp = (app: RenderedApp) => void apps.add(app);

/**
 * After the views have unmounted: each app's queries are cancelled and dropped with their timers (react-query keeps
 * an unused query for five minutes). The shopper session is not stopped: the app awaits its states and never expects
 * it to end (a stopped session rejects them); what it may still write after the test, dom-setup forgets before the
 * next.
 */
export function stopRenderedApps() {
  for (const { queryClient } of apps) queryClient.clear();
  apps.clear();
}
