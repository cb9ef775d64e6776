import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
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

/** The users tab's page size (accounts spec 9), which the contact person list shares. */
const contactPageSize = 10;

/**
 * The company's customer-role users (its contact persons) that match the search, one page more at a time as the
 * card's list scrolls: a company of hundreds reaches every one of them.
 */
export const contactPersonPagesQueryOptions = (api: ApiClients, companyId: string, search: string) =>
  infiniteQueryOptions({
    queryKey: ['organisation-users', companyId, 'contacts', { search }],
    queryFn: ({ pageParam }) =>
      callData(
        api.app.GET('/api/enad/organisation-users/', {
          params: {
            query: {
              company_id: companyId,
              role: 'customer',
              page: pageParam,
              per_page: contactPageSize,
              ...(search ? { search } : {}),
            },
          },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) =>
      page * contactPageSize < last.total_items ? page + 1 : undefined,
    // The list of the previous search stays while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });
