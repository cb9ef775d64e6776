// The router and providers of the app, created the same way by main.tsx and by tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from '../api/api-context';
import type { ApiClients } from '../api/clients';
import { showThrottledText } from '../api/throttled';
import type { createI18n } from '../i18n/i18n';
import { I18nProvider } from '../i18n/use-translation';
import { routeTree } from '../route-tree.gen';
import {
  createShopperSession,
  type ShopperSession,
  type ShopperSessionDeps,
  ShopperSessionProvider,
} from '../session/shopper-session';
import { ToastRegionSlot } from '../ui/toast-region-slot';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClients;
  i18n: ReturnType<typeof createI18n>;
  session: ShopperSession;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
}

/**
 * The app's shared objects: the clients send the session's user token, and the session calls through them.
 * main.tsx and the tests create them the same way.
 */
export function createAppContext(
  createApi: (userToken: () => string | undefined) => ApiClients,
  i18n: ReturnType<typeof createI18n>,
  /** Tests watch the session's transitions, and may pass its delays on a clock of their own. */
  watch: Pick<ShopperSessionDeps, 'inspect' | 'clock'> = {},
): RouterContext {
  const queryClient = createQueryClient();
  let api: ApiClients | undefined;
  const session = createShopperSession({ queryClient, api: () => api as ApiClients, ...watch });
  api = createApi(() => session.userToken());
  // A throttled call (429) shows a translated "too many attempts, wait N minutes" (once i18next is there).
  showThrottledText(api, async (seconds) => {
    await i18n.loaded();
    return i18n.t('tooManyAttempts', { ns: 'common', count: Math.max(1, Math.ceil((seconds ?? 60) / 60)) });
  });
  return { queryClient, api, i18n, session };
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  // The first render leaves a window that has been scrolled where it is: the browser put it there (a reload, a
  // step back into the history), or the shopper did while the prerendered page hydrated (decision 041). The
  // router's reset to the top would move the page under a finger about to press a link.
  let firstRender = true;
  const restoresScroll = () => {
    const restores = !firstRender || window.scrollY === 0;
    firstRender = false;
    return restores;
  };
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The spec's hover prefetch delay.
    defaultPreloadDelay: 0,
    defaultPreloadStaleTime: 0,
    scrollRestoration: restoresScroll,
    // The spec's paths end in a slash: /{country}/, /login/, /my-account/overview/.
    trailingSlash: 'always',
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

export function App({ router }: { router: AppRouter }) {
  const { queryClient, api, i18n, session } = router.options.context;
  return (
    <ApiProvider clients={api}>
      <ShopperSessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
            <ToastRegionSlot />
          </I18nProvider>
        </QueryClientProvider>
      </ShopperSessionProvider>
    </ApiProvider>
  );
}
