import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { fetchCart } from './cart-session';

export const cartQueryKey = ['cart'] as const;

/** The shopper's cart, from the session of the cart token cookie; null without a (live) session. */
export const cartQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: () => fetchCart(api),
    // The spec: the cart query does not refetch on window focus.
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
