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

export const orderListQueryOptions = (api: ApiClients, source: OrderListSource) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'list', source],
    queryFn: async (): Promise<OrderSummary[]> => {
      let organisationNumber = source.by === 'organisation' ? source.organisationNumber : undefined;
      if (source.by === 'company') {
        const { companies } = await callData(
          api.app.GET('/api/enad/companies/', { params: { query: { id: source.companyId } } }),
        );
        // None the user may see: no orders to show.
        if (!companies[0]) return [];
        organisationNumber = bareNumber(companies[0].organisation_number);
      }
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

export const orderQueryOptions = (api: ApiClients, orderId: string) =>
  queryOptions({
    queryKey: [...myOrdersKey, 'order', orderId],
    queryFn: () =>
      callData(api.app.POST('/api/brink/get-order-by-id/', { body: { endpoint: `orders/${orderId}` } })),
  });
