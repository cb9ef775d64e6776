import { createFileRoute } from '@tanstack/react-router';
import { MarketHome } from '../../features/catalogue/market-home';
import { productsQueryOptions } from '../../features/catalogue/products.queries';
import { positiveInt, slugParam } from '../../lib/search-params';

export const Route = createFileRoute('/$country/')({
  validateSearch: (search: Record<string, unknown>): { page?: number; category?: string } => {
    const page = positiveInt(search.page);
    const category = slugParam(search.category);
    return { ...(page && page > 1 ? { page } : {}), ...(category ? { category } : {}) };
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, category: search.category }),
  // Started, not awaited: the heading paints at once and the grid streams in behind a skeleton.
  loader: ({ params, deps, context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(productsQueryOptions(api, { market: params.country, ...deps }));
  },
  component: function MarketHomeRoute() {
    const { page, category } = Route.useLoaderDeps();
    return <MarketHome page={page} category={category} />;
  },
});
