import { createFileRoute } from '@tanstack/react-router';
import { MarketHome } from '../../features/catalogue/market-home';
import { productsQueryOptions } from '../../features/catalogue/products.queries';
import { positiveInt } from '../../lib/search-params';

export const Route = createFileRoute('/$country/')({
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const page = positiveInt(search.page);
    return page && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Started, not awaited: the heading paints at once and the grid streams in behind a skeleton.
  loader: ({ params, deps, context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(productsQueryOptions(api, { market: params.country, page: deps.page }));
  },
  component: function MarketHomeRoute() {
    const { page } = Route.useLoaderDeps();
    return <MarketHome page={page} />;
  },
});
