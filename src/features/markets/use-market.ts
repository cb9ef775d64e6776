import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { Market } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { marketsQueryOptions } from './markets.queries';

export function findMarket(markets: Market[], country: string | undefined): Market | undefined {
  return markets.find((market) => market.enadMarket === country?.toLowerCase());
}

/** The markets and the one in the URL (the default market outside a market's routes). */
export function useMarkets() {
  const api = useApi();
  const { data } = useSuspenseQuery(marketsQueryOptions(api));
  const { country } = useParams({ strict: false });
  const current = findMarket(data.markets, country) ?? findMarket(data.markets, data.defaultMarket);
  if (!current) throw new Error('No markets are configured');
  return { markets: data.markets, current };
}
