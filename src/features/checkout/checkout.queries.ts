import { queryOptions } from '@tanstack/react-query';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { bearer } from '../../session/cart-session';
import type { ShopperSession } from '../../session/shopper-session';

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

export const klarnaOrderQueryKey = ['checkout', 'klarna'] as const;

/**
 * Klarna's order of the session's checkout (`GET /shopper-kco/orders`), watched by the checkout page, which frames
 * its snippet; no refetch on window focus (the spec). Null without a checkout token or before Klarna's start.
 */
export const klarnaOrderQueryOptions = (api: ApiClients, session: ShopperSession) =>
  queryOptions({
    queryKey: klarnaOrderQueryKey,
    queryFn: async () => {
      const token = (await session.ready()).getSnapshot().context.checkoutToken;
      if (!token) return null;
      try {
        return await callData(api.shopper.GET('/shopper-kco/orders', { headers: bearer(token) }));
      } catch (error) {
        // A checkout not started with Klarna has no order there yet.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchOnWindowFocus: false,
  });

/** The contact persons of a company in one call (the endpoint's largest page); the card's combobox filters them. */
const contactPageSize = 100;

/** A company's users, of whom the card offers the customer-role ones as contact persons. */
export const contactPersonsQueryOptions = (api: ApiClients, companyId: string) =>
  queryOptions({
    queryKey: ['organisation-users', companyId, { page: 1, perPage: contactPageSize }],
    queryFn: () =>
      callData(
        api.app.GET('/api/enad/organisation-users/', {
          params: { query: { company_id: companyId, page: 1, per_page: contactPageSize } },
        }),
      ),
    retry: false,
  });
