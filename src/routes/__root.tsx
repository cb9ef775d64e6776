import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { marketsQueryOptions, settingsQueryOptions } from '../features/markets/markets.queries';
import { ErrorPage } from '../features/shell/error-page';
import { NotFoundPage } from '../features/shell/not-found-page';
import { RootLayout } from '../features/shell/root-layout';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(marketsQueryOptions(api)),
      queryClient.ensureQueryData(settingsQueryOptions(api)),
    ]),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ({ reset }) => <ErrorPage reset={reset} />,
});
