import { queryOptions } from '@tanstack/react-query';
import type { Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { WishlistEntry } from './wishlist-storage';

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
