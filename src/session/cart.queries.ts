import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../api/clients';
import { fetchCart } from './cart-session';
import type { ShopperSession } from './shopper-session';

export const cartQueryKey = ['cart'] as const;

/** The shopper's cart, from the session's cart token; null without a (live) session. */
export const cartQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: () => fetchCart(api, session),
    // The spec: the cart query does not refetch on window focus.
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
