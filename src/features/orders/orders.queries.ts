import { queryOptions } from '@tanstack/react-query';
import type { OrderSummary, User } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

/** The spec's query key of the signed-in user's orders; every order query lives under it. */
export const myOrdersKey = ['my-orders'] as const;

/** Which list is fetched (docs/decisions/013). */
export type OrderListSource =
  | { by: 'organisation'; companyId: string; organisationNumber: string }
  | { by: 'account'; userId: string; email: string };

/** The user's companies that have an organisation number, in the user's order. */
export const companiesOf = (user: User) =>
  user.organisations.filter((company) => company.organisation_number);

/**
 * A business user's list is their chosen company's (by organisation number, dashes removed), the first
 * company when none or an unknown one is chosen; any other user's is their account's (by user id and
 * e-mail, which also finds orders placed as a guest with that address).
 */
export function orderListSource(user: User, companyId: string | undefined): OrderListSource {
  const companies = companiesOf(user);
  const company = companies.find((candidate) => candidate.id === companyId) ?? companies[0];
  return company
    ? {
        by: 'organisation',
        companyId: company.id,
        organisationNumber: company.organisation_number.replace(/[\s-]/g, ''),
      }
    : { by: 'account', userId: user.id, email: user.email };
}

const summariesOf = async (pending: ReturnType<ApiClients['app']['POST']>) =>
  ((await callData(pending)) as { orderSummaries: OrderSummary[] }).orderSummaries;

export const orderListQueryOptions = (api: ApiClients, source: OrderListSource) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'list', source],
    queryFn: async (): Promise<OrderSummary[]> => {
      if (source.by === 'organisation')
        return summariesOf(
          api.app.POST('/api/brink/get-orders-by-organisation/', {
            body: { organisationNumber: source.organisationNumber },
          }),
        );
      const lists = await Promise.all([
        summariesOf(api.app.POST('/api/brink/get-orders-by-user/', { body: { userId: source.userId } })),
        summariesOf(api.app.POST('/api/brink/get-orders-by-email/', { body: { email: source.email } })),
      ]);
      // The same order may be in both lists; the list view keeps one row per reference.
      return lists.flat();
    },
  });

export const orderQueryOptions = (api: ApiClients, orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'order', orderId],
    queryFn: () =>
      callData(api.app.POST('/api/brink/get-order-by-id/', { body: { endpoint: `orders/${orderId}` } })),
  });
