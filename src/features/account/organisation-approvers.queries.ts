// The users tab's approver switch (issue 33): an admin grants or takes back a member's approver permission, who
// then approves, declines and requests changes on the company's orders (never their own). The mutation's options
// are a plain function of the API and the query client, so it runs without React too (tests/flow).
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import type { FlowEnvironment } from '../../session/flow-environment';
import { organisationUsersQueryKey } from './companies.queries';

type Clients = Pick<FlowEnvironment, 'api' | 'queryClient'>;

export interface ApproverChange {
  userId: string;
  approver: boolean;
}

/** Sets a member's approver permission; the users list is read again. */
export const setApproverMutation = ({ api, queryClient }: Clients, companyId: string) =>
  mutationOptions({
    mutationFn: ({ userId, approver }: ApproverChange) =>
      callData(
        api.app.POST('/api/enad/set-organisation-approver/', {
          body: { company_id: companyId, user_id: userId, approver },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey }),
  });

export function useSetApprover(companyId: string) {
  return useMutation(setApproverMutation({ api: useApi(), queryClient: useQueryClient() }, companyId));
}
