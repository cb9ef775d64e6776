import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { marketsQueryOptions, settingsQueryOptions } from '../features/markets/markets.queries';
import { findMarket } from '../features/markets/use-market';
import { ErrorPage } from '../features/shell/error-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { RootLayout } from '../features/shell/root-layout';
import { defaultLanguage, switchLanguage } from '../i18n/i18n';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page, a not-found one included, speaks the language of the market in its first path segment.
  beforeLoad: async ({ location, context: { queryClient, api, i18n, session } }) => {
    const { markets, defaultMarket } = await queryClient.ensureQueryData(marketsQueryOptions(api));
    const market = findMarket(markets, location.pathname.split('/')[1]);
    // A market's page is the shopper's choice; the pages outside them (login, signup, my account) are in the
    // market last chosen (in this tab, else kept from a visit before), else the default one (decision 045).
    if (market) session.chooseMarket(market);
    const shoppingIn =
      market ?? findMarket(markets, session.marketId()) ?? findMarket(markets, defaultMarket);
    if (shoppingIn && !market) session.enterMarket(shoppingIn);
    // The session loads beside the page when the browser keeps something of the shopper (decision 059); the pages
    // that depend on it wait for it themselves.
    void session.readyIfKept();
    await switchLanguage(i18n, shoppingIn?.language ?? defaultLanguage);
  },
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(settingsQueryOptions(api)),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
});
