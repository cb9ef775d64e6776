import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { bearer } from '../cart/cart-session';
import type { ShopperSession } from '../session/shopper-session';

export const checkoutQueryKey = ['checkout', 'session'] as const;

/** The checkout of the session's checkout token (gift cards, amount to pay); null without one. */
export const checkoutQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: checkoutQueryKey,
    queryFn: async () => {
      const token = (await session.ready()).getSnapshot().context.checkoutToken;
      if (!token) return null;
      return callData(api.shopper.GET('/shopper/sessions/checkout', { headers: bearer(token) }));
    },
    staleTime: 0,
  });
