import { createFileRoute, notFound } from '@tanstack/react-router';
import { marketsQueryOptions } from '../../features/markets/markets.queries';
import { findMarket } from '../../features/markets/use-market';
import { switchLanguage } from '../../i18n/i18n';

export const Route = createFileRoute('/$country')({
  beforeLoad: async ({ params, context: { queryClient, api, i18n } }) => {
    const { markets } = await queryClient.ensureQueryData(marketsQueryOptions(api));
    const market = findMarket(markets, params.country);
    if (!market || market.enadMarket !== params.country) throw notFound();
    await switchLanguage(i18n, market.language);
  },
});
