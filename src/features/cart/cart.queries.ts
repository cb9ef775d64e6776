import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { cartTokenCookie, deleteCookie, readCookie } from '../../lib/cookies';

/** The shopper's cart, from the session of the cart token cookie; null without a (live) session. */
export const cartQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: ['cart'],
    queryFn: async () => {
      const token = readCookie(cartTokenCookie);
      if (!token) return null;
      try {
        const session = await callData(
          api.shopper.GET('/shopper/sessions', { headers: { authorization: `Bearer ${token}` } }),
        );
        return session.cart;
      } catch (error) {
        // An expired session is an empty cart, not an error.
        if (error instanceof ApiError && error.status === 401) {
          deleteCookie(cartTokenCookie);
          return null;
        }
        throw error;
      }
    },
    // The spec: the cart query does not refetch on window focus.
    refetchOnWindowFocus: false,
    staleTime: 0,
  });
