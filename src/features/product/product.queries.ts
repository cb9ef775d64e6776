import { queryOptions } from '@tanstack/react-query';
import type { Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

export const productQueryOptions = (api: ApiClients, slug: string, market: string) =>
  queryOptions({
    queryKey: ['products', market, 'slug', slug],
    queryFn: () =>
      callData(api.app.GET('/api/products/{slug}', { params: { path: { slug }, query: { market } } })),
  });

const live = (market: Market, productParentId: string) => ({
  path: { productParentId, storeGroupId: market.storeGroupId, countryCode: market.country },
});

/** Prices and stock are read live (never from a cache) whenever the product page shows. */
export const pricesQueryOptions = (api: ApiClients, market: Market, productParentId: string) =>
  queryOptions({
    queryKey: ['price', market.enadMarket, productParentId],
    queryFn: async () =>
      (
        await callData(
          api.shopper.GET(
            '/shopper/prices/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}',
            {
              params: live(market, productParentId),
            },
          ),
        )
      ).data,
    staleTime: 0,
    gcTime: 0,
  });

export const stocksQueryOptions = (api: ApiClients, market: Market, productParentId: string) =>
  queryOptions({
    queryKey: ['stock', market.enadMarket, productParentId],
    queryFn: async () =>
      (
        await callData(
          api.shopper.GET(
            '/shopper/stocks/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}',
            {
              params: live(market, productParentId),
            },
          ),
        )
      ).data,
    staleTime: 0,
    gcTime: 0,
  });
