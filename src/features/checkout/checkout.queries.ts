import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { checkoutTokenCookie, readCookie } from '../../lib/cookies';
import { bearer } from '../cart/cart-session';

export const checkoutQueryKey = ['checkout', 'session'] as const;

/** The checkout of the checkout token cookie (gift cards, amount to pay); null without one. */
export const checkoutQueryOptions = (api: ApiClients) =>
  queryOptions({
    queryKey: checkoutQueryKey,
    queryFn: async () => {
      const token = readCookie(checkoutTokenCookie);
      if (!token) return null;
      return callData(api.shopper.GET('/shopper/sessions/checkout', { headers: bearer(token) }));
    },
    staleTime: 0,
  });
