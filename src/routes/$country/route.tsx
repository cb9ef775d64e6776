import { createFileRoute, notFound } from '@tanstack/react-router';
import { marketsQueryOptions } from '../../features/markets/markets.queries';
import { findMarket } from '../../features/markets/use-market';

export const Route = createFileRoute('/$country')({
  beforeLoad: async ({ params, context: { queryClient, api } }) => {
    const { markets } = await queryClient.ensureQueryData(marketsQueryOptions(api));
    const market = findMarket(markets, params.country);
    if (!market || market.enadMarket !== params.country) throw notFound();
  },
});
