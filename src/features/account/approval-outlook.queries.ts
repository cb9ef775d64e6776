// The signed-in buyer's approval outlook (issue 33): their company's rules and what is left of their budget this
// period in a currency, which the checkout's summary and the overview show before paying.
import { queryOptions } from '@tanstack/react-query';
import type { ApprovalPolicy, BudgetStatus } from '../../../machines/order-approval/order-approval.rules';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';

export const approvalOutlookQueryKey = ['approval-outlook'] as const;

export interface ApprovalOutlook {
  policy: ApprovalPolicy;
  budget: BudgetStatus | null;
}

/** POST /api/enad/get-approval-outlook/: read each time a view shows it (an order placed elsewhere spends). */
export const approvalOutlookQueryOptions = (api: ApiClients, companyId: string, currencyCode: string) =>
  queryOptions({
    queryKey: [...approvalOutlookQueryKey, { companyId, currencyCode }],
    queryFn: async () =>
      (await callData(
        api.app.POST('/api/enad/get-approval-outlook/', {
          body: { company_id: companyId, currencyCode },
        }),
      )) as ApprovalOutlook,
  });
