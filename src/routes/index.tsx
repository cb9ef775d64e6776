import { createFileRoute, redirect } from '@tanstack/react-router';
import { marketsQueryOptions } from '../features/markets/markets.queries';
import { findMarket } from '../features/markets/use-market';
import { readChosenMarket } from '../lib/chosen-market';

export const Route = createFileRoute('/')({
  beforeLoad: async ({ context: { queryClient, api } }) => {
    const { markets, defaultMarket } = await queryClient.ensureQueryData(marketsQueryOptions(api));
    // The home of the market the shopper chose (decision 045: it outlives a logout, which comes here), when the
    // markets have it; else the default market's.
    const country = findMarket(markets, readChosenMarket())?.enadMarket ?? defaultMarket;
    throw redirect({ to: '/$country/', params: { country }, replace: true });
  },
});
