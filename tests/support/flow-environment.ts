// A flow's environment without React or a DOM (docs/decisions/045): the API clients over the in-process
// backend, a query client, the shopper session in a market, and navigation and toasts that are recorded. A flow
// test provides its machine with the adapter (`loginFlow(environment)`), runs it and asserts what the backend
// stored and what the shopper would be shown.
import type { FlatNamespace } from 'i18next';
import { callData } from '../../src/api/clients';
import type { Fetch } from '../../src/api/transport';
import { createQueryClient } from '../../src/app/router';
import { marketsQueryOptions } from '../../src/features/markets/markets.queries';
import { findMarket } from '../../src/features/markets/use-market';
import { createI18n, switchLanguage } from '../../src/i18n/i18n';
import type { FlowEnvironment, FlowNavigate, FlowText } from '../../src/session/flow-environment';
import { createShopperSession } from '../../src/session/shopper-session';
import type { ToastOptions } from '../../src/ui/toast-queue';
import { installBrowserGlobals } from './browser-globals';
import { createTestBackend, createTestClients, type TestBackend } from './test-backend';

export interface FlowTestOptions {
  /** The market the shopper is in (its `enadMarket`, default `se`). */
  market?: string;
  /** The namespace of the flow's texts (default `common`). */
  namespace?: FlatNamespace;
  backend?: TestBackend;
  /** The clients' fetch, for a test that holds requests (`createBackendGate`); the backend's by default. */
  fetch?: Fetch;
}

export interface RecordedToast {
  variant: 'success' | 'error' | 'info';
  title: string;
  options?: ToastOptions;
}

export async function createFlowEnvironment({
  market = 'se',
  namespace = 'common',
  backend = createTestBackend(),
  fetch = backend.fetch,
}: FlowTestOptions = {}) {
  installBrowserGlobals();
  const queryClient = createQueryClient();
  let api: FlowEnvironment['api'] | undefined;
  const session = createShopperSession({ queryClient, api: () => api as FlowEnvironment['api'] });
  api = createTestClients(fetch, () => session.userToken());
  const markets = await callData(api.app.GET('/api/markets/'));
  queryClient.setQueryData(marketsQueryOptions(api).queryKey, markets);
  const shoppingIn = findMarket(markets.markets, market);
  if (!shoppingIn) throw new Error(`No market ${market}`);
  session.chooseMarket(shoppingIn);
  const i18n = createI18n();
  await switchLanguage(i18n, shoppingIn.language);
  await i18n.loadNamespaces([namespace]);

  const navigations: Parameters<FlowNavigate>[0][] = [];
  const toasts: RecordedToast[] = [];
  const recordToast =
    (variant: RecordedToast['variant']) =>
    (title: string, options?: ToastOptions): string => {
      toasts.push({ variant, title, ...(options ? { options } : {}) });
      return String(toasts.length);
    };
  const environment: FlowEnvironment = {
    api,
    queryClient,
    session,
    navigate: (async (options: Parameters<FlowNavigate>[0]) => {
      navigations.push(options);
    }) as FlowNavigate,
    toast: { success: recordToast('success'), error: recordToast('error'), info: recordToast('info') },
    t: i18n.getFixedT(null, namespace) as unknown as FlowText,
  };
  return { environment, backend, navigations, toasts, markets: markets.markets };
}
