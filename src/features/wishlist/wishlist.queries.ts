import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { marketsQueryOptions } from '../markets/markets.queries';
import { findMarket } from '../markets/use-market';
import { readWishlist, type WishlistEntry } from './wishlist-storage';

/** The wishlist's products in stored order. The spec: a failed fetch gives an empty list. */
export const wishlistQueryOptions = (api: ApiClients, market: Market, entries: WishlistEntry[]) =>
  queryOptions({
    queryKey: ['wishlist', market.enadMarket, entries],
    queryFn: async () => {
      if (entries.length === 0) return [];
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
 * /favorites or /account (the favourites page and every page under /my-account). In the market of the URL,
 * else the default one, as the wishlist's views resolve it.
 */
export async function reloadWishlist(queryClient: QueryClient, api: ApiClients, country?: string) {
  const { markets, defaultMarket } = await queryClient.ensureQueryData(marketsQueryOptions(api));
  const market = findMarket(markets, country) ?? findMarket(markets, defaultMarket);
  if (market) await queryClient.prefetchQuery(wishlistQueryOptions(api, market, readWishlist()));
}
