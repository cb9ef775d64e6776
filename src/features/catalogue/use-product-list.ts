// The product grid's page of products, in the shopper's store group once the session knows it.
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { storeGroupOf } from '../../../machines/shopper-session/shopper-session.selectors';
import { useApi } from '../../api/api-context';
import { useShopperSessionValue } from '../../session/shopper-session';
import { useMarkets } from '../markets/use-market';
import { productsQueryOptions } from './products.queries';

/** A page of the market's products (of the category, if any), and the market they are shown in. */
export function useProductList({ page, category }: { page: number; category?: string }) {
  const api = useApi();
  const { current: market } = useMarkets();
  const queryClient = useQueryClient();
  // A business buyer sees their store group's assortment and prices; until the session has loaded (and on a
  // prerendered page) the market's.
  // Deferred: the business list loads behind the one on show, which stays (and takes clicks) until it has arrived.
  // Suspending at once showed the skeleton in its place, and a product clicked right after login was lost
  // (issue 30, item 8).
  const shopperGroup = useDeferredValue(useShopperSessionValue(storeGroupOf));
  const storeGroupId = shopperGroup && shopperGroup !== market.storeGroupId ? shopperGroup : undefined;
  const options = productsQueryOptions(api, { market: market.enadMarket, page, category, storeGroupId });
  const products = useSuspenseQuery(options);
  // Prerendered prices and stock (decision 028) that the server could not confirm are not left on show: the
  // error page instead, whose retry asks again from scratch.
  if (products.isRefetchError && products.dataUpdatedAt === 0) {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    throw products.error;
  }
  return { market, products: products.data };
}
