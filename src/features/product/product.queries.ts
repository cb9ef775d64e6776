import { queryOptions } from '@tanstack/react-query';
import { shoppingMarket, storeGroupOf } from '../../../machines/shopper-session/shopper-session.selectors';
import type { Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { ShopperSession } from '../../session/shopper-session';

interface ProductParams {
  slug: string;
  market: string;
  /** A business buyer's own store group; absent for the market's (what a prerendered page shows). */
  storeGroupId?: string;
}

/**
 * The product as a store group sees it. A business store group's product is the signed-in buyer's (the backend
 * shows it only to them, decision 046): kept outside the public `products` root, so a logout removes it.
 */
export const productQueryOptions = (api: ApiClients, { slug, market, storeGroupId }: ProductParams) =>
  queryOptions({
    queryKey: storeGroupId
      ? ['store-group-products', storeGroupId, market, 'slug', slug]
      : ['products', market, 'slug', slug],
    queryFn: () =>
      callData(
        api.app.GET('/api/products/{slug}', {
          // openapi-fetch leaves out a parameter that is undefined.
          params: { path: { slug }, query: { market, storeGroupId } },
        }),
      ),
  });

/**
 * The store group whose product a product page shows: the shopper session's, so a business buyer opens the
 * products of their grid (the business-only ones too, which have no prerendered page). While a prerendered page
 * hydrates the session has not started (decision 040): the page shows the market's product it was rendered with,
 * the same product, whose price and stock are read live for the buyer's store group after hydration.
 */
export async function productPageStoreGroup(session: ShopperSession, market: Market) {
  if (session.isHydrating()) return undefined;
  // A visitor the browser keeps nothing of shops in the market's store group (decision 059).
  const actor = await session.readyIfKept();
  if (!actor) return undefined;
  const storeGroupId = storeGroupOf(actor.getSnapshot().context);
  return storeGroupId === market.storeGroupId ? undefined : storeGroupId;
}

/** The shopper's store group and country: a business buyer's prices and stock are their store group's. */
const live = async (session: ShopperSession, productParentId: string) => {
  const actor = await session.readyIfKept();
  const market = actor ? shoppingMarket(actor.getSnapshot().context) : session.enteredMarket();
  if (!market) throw new Error('Prices and stock need a market');
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
