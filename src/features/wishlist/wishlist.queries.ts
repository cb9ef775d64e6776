import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { shoppingMarket } from '../../../machines/shopper-session/shopper-session.selectors';
import type { Market } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { type ShopperSession, useSessionOf, useShopperSessionValue } from '../../session/shopper-session';
import { useMarkets } from '../markets/use-market';
import { readWishlist, type WishlistEntry } from './wishlist-storage';

/**
 * The wishlist's products in stored order, in `market` as the shopper session shops in it (`shoppingMarket`: a
 * business buyer's store group, so their prices, issue 30). Asked once the session has settled (it may still be
 * reading who is signed in). The spec: a failed fetch gives an empty list.
 */
export const wishlistQueryOptions = (
  api: ApiClients,
  session: ShopperSession,
  market: Market,
  entries: WishlistEntry[],
) =>
  queryOptions({
    queryKey: ['wishlist', market.enadMarket, market.storeGroupId, entries],
    queryFn: async () => {
      if (entries.length === 0) return [];
      await session.ready();
      try {
        const page = await callData(
          api.app.POST('/api/enad/get-products-by-sku/', {
            body: {
              storeGroupSlug: market.storeGroupSlug,
              market: market.enadMarket,
              language: market.language,
              skuQuery: entries.map((entry) => entry.productNumber).join(','),
              isMultiple: true,
            },
          }),
        );
        return entries.flatMap((entry, position) => {
          const product = page.data.find((candidate) => candidate.product_number === entry.productNumber);
          return product ? [{ product, position, color_variant: entry.color }] : [];
        });
      } catch {
        return [];
      }
    },
  });

/**
 * Reads the list from browser storage again and fetches its products: the spec's pages whose path contains
 * /favorites or /account (the favourites page and every page under /my-account). In the session's market and
 * store group, as the wishlist's views read them.
 */
export async function reloadWishlist(queryClient: QueryClient, api: ApiClients, session: ShopperSession) {
  const market = shoppingMarket((await session.ready()).getSnapshot().context);
  await queryClient.prefetchQuery(wishlistQueryOptions(api, session, market, readWishlist()));
}

/**
 * The wishlist's products for the view, in the session's market and store group: asked once the session has
 * loaded (a prerendered page's session starts after hydration); pending until then. The spec's `useWishlist`: its
 * provider is the shopper session's (decision 045), outside it 'useWishlist must be used within an WishlistProvider'.
 */
export function useWishlist(entries: WishlistEntry[]) {
  const session = useSessionOf('useWishlist');
  const api = useApi();
  const { current } = useMarkets();
  // Showing the list is a use of the session: it starts it if nothing had (decision 059).
  useEffect(() => {
    void session.ready().catch(() => undefined);
  }, [session]);
  // The context itself (kept by the session until it changes): the market below changes with it only.
  const context = useShopperSessionValue((shopper) => shopper);
  const market = useMemo(() => context && shoppingMarket(context), [context]);
  return useQuery({
    ...wishlistQueryOptions(api, session, market ?? current, entries),
    enabled: market !== undefined,
  });
}
