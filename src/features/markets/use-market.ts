import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { Market } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useShopperSession } from '../../session/shopper-session';
import { marketsQueryOptions } from './markets.queries';

export function findMarket(markets: Market[], country: string | undefined): Market | undefined {
  return markets.find((market) => market.enadMarket === country?.toLowerCase());
}

/**
 * The markets and the one the shop is in: the URL's, outside a market's routes the one the shopper last chose
 * (decision 045), else the default market.
 */
export function useMarkets() {
  const api = useApi();
  const session = useShopperSession();
  const { data } = useSuspenseQuery(marketsQueryOptions(api));
  const { country } = useParams({ strict: false });
  const current =
    findMarket(data.markets, country) ??
    findMarket(data.markets, session.marketId()) ??
    findMarket(data.markets, data.defaultMarket);
  if (!current) throw new Error('No markets are configured');
  return { markets: data.markets, current };
}
