import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary, User } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

/** The spec's query key of the signed-in user's orders; every order query lives under it. */
export const myOrdersKey = ['my-orders'] as const;

/** Which list is fetched (docs/decisions/013). */
export type OrderListSource =
  | { by: 'organisation'; companyId: string; organisationNumber: string }
  /** A super admin's choice: any company, whose number the list reads from the backend. */
  | { by: 'company'; companyId: string }
  | { by: 'account'; userId: string; email: string };

/** The user's companies that have an organisation number, in the user's order. */
export const companiesOf = (user: User) =>
  user.organisations.filter((company) => company.organisation_number);

/** An organisation number as the order calls take it: no dashes or spaces. */
const bareNumber = (organisationNumber: string) => organisationNumber.replace(/[\s-]/g, '');

/**
 * A business user's list is their chosen company's (by organisation number, dashes removed), the first
 * company when none or an unknown one is chosen; a super admin's is the company they chose (any company).
 * Any other user's, and a super admin's before a choice, is their account's (by user id and e-mail, which
 * also finds orders placed as a guest with that address).
 */
export function orderListSource(user: User, companyId: string | undefined): OrderListSource {
  if (user.is_super_admin && companyId) return { by: 'company', companyId };
  const companies = companiesOf(user);
  const company = companies.find((candidate) => candidate.id === companyId) ?? companies[0];
  return company
    ? {
        by: 'organisation',
        companyId: company.id,
        organisationNumber: bareNumber(company.organisation_number),
      }
    : { by: 'account', userId: user.id, email: user.email };
}

const summariesOf = async (pending: ReturnType<ApiClients['app']['POST']>) =>
  ((await callData(pending)) as { orderSummaries: OrderSummary[] }).orderSummaries;

/**
 * The organisation number whose orders the list shows (dashes removed): the member's company, or the super
 * admin's chosen one read from the backend (null when the user may see none); undefined for an account's list.
 */
async function organisationNumberOf(api: ApiClients, source: OrderListSource) {
  if (source.by === 'organisation') return source.organisationNumber;
  if (source.by === 'account') return undefined;
  const { companies } = await callData(
    api.app.GET('/api/enad/companies/', { params: { query: { id: source.companyId } } }),
  );
  return companies[0] ? bareNumber(companies[0].organisation_number) : null;
}

export const orderListQueryOptions = (api: ApiClients, source: OrderListSource) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'list', source],
    queryFn: async (): Promise<OrderSummary[]> => {
      const organisationNumber = await organisationNumberOf(api, source);
      // None the user may see: no orders to show.
      if (organisationNumber === null) return [];
      if (organisationNumber)
        return summariesOf(
          api.app.POST('/api/brink/get-orders-by-organisation/', { body: { organisationNumber } }),
        );
      if (source.by !== 'account') return [];
      const lists = await Promise.all([
        summariesOf(api.app.POST('/api/brink/get-orders-by-user/', { body: { userId: source.userId } })),
        summariesOf(api.app.POST('/api/brink/get-orders-by-email/', { body: { email: source.email } })),
      ]);
      // The same order may be in both lists; the list view keeps one row per reference.
      return lists.flat();
    },
  });

/**
 * The reference search of the list (the spec's get-orders-by-ref): the order service finds a reference the list
 * may not hold (a real list answers the recent orders). Kept within the list's company; an account's list
 * takes every answer (the service answers only orders the user may see).
 */
export const orderSearchQueryOptions = (api: ApiClients, source: OrderListSource, ref: string) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'ref', ref, source],
    queryFn: async (): Promise<OrderSummary[]> => {
      const [found, organisationNumber] = await Promise.all([
        summariesOf(api.app.POST('/api/brink/get-orders-by-ref/', { body: { ref } })),
        organisationNumberOf(api, source),
      ]);
      if (organisationNumber === null) return [];
      if (organisationNumber === undefined) return found;
      return found.filter((order) => bareNumber(order.organisationNumber ?? '') === organisationNumber);
    },
  });

export const orderQueryOptions = (api: ApiClients, orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'order', orderId],
    queryFn: () =>
      callData(api.app.POST('/api/brink/get-order-by-id/', { body: { endpoint: `orders/${orderId}` } })),
  });
