import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MarketHome } from '../../features/catalogue/market-home';
import { productsQueryOptions } from '../../features/catalogue/products.queries';

const searchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
});

export const Route = createFileRoute('/$country/')({
  validateSearch: (search) => searchSchema.parse(search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ params, deps, context: { queryClient, api } }) =>
    queryClient.ensureQueryData(productsQueryOptions(api, { market: params.country, page: deps.page })),
  component: function MarketHomeRoute() {
    const { page } = Route.useLoaderDeps();
    return <MarketHome page={page} />;
  },
});
