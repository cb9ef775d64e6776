import { queryOptions } from '@tanstack/react-query';
import { shoppingMarket } from '../../../machines/shopper-session/shopper-session.selectors';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { ShopperSession } from '../../session/shopper-session';

export const productQueryOptions = (api: ApiClients, slug: string, market: string) =>
  queryOptions({
    queryKey: ['products', market, 'slug', slug],
    queryFn: () =>
      callData(api.app.GET('/api/products/{slug}', { params: { path: { slug }, query: { market } } })),
  });

/** The shopper's store group and country: a business buyer's prices and stock are their store group's. */
const live = async (session: ShopperSession, productParentId: string) => {
  const market = shoppingMarket((await session.ready()).getSnapshot().context);
  return { path: { productParentId, storeGroupId: market.storeGroupId, countryCode: market.country } };
};

/** Prices and stock are read live (never from a cache) whenever the product page shows. */
export const pricesQueryOptions = (
  api: ApiClients,
  session: ShopperSession,
  market: string,
  productParentId: string,
) =>
  queryOptions({
    queryKey: ['price', market, productParentId],
    queryFn: async () =>
      (
        await callData(
          api.shopper.GET(
            '/shopper/prices/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}',
            {
              params: await live(session, productParentId),
            },
          ),
        )
      ).data,
    staleTime: 0,
    gcTime: 0,
  });

export const stocksQueryOptions = (
  api: ApiClients,
  session: ShopperSession,
  market: string,
  productParentId: string,
) =>
  queryOptions({
    queryKey: ['stock', market, productParentId],
    queryFn: async () =>
      (
        await callData(
          api.shopper.GET(
            '/shopper/stocks/product-parents/{productParentId}/store-groups/{storeGroupId}/markets/{countryCode}',
            {
              params: await live(session, productParentId),
            },
          ),
        )
      ).data,
    staleTime: 0,
    gcTime: 0,
  });
