// The users tab's invitations (issue 19): the pending invitations of a company, the invitation of a colleague
// and its withdrawal, each refreshing the list it changed. The mutations' options are plain functions of the API
// and the query client, so they run without React too (tests/flow).
import { mutationOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import type { FlowEnvironment } from '../../session/flow-environment';
import { organisationUsersQueryKey } from './companies.queries';

type Clients = Pick<FlowEnvironment, 'api' | 'queryClient'>;

export const organisationInvitationsQueryKey = (companyId: string) =>
  ['organisation-invitations', companyId] as const;

/** The company's pending invitations (an admin's view). */
export const organisationInvitationsQueryOptions = (api: ApiClients, companyId: string) =>
  queryOptions({
    queryKey: organisationInvitationsQueryKey(companyId),
    queryFn: () =>
      callData(
        api.app.GET('/api/enad/organisation-invitations/', { params: { query: { company_id: companyId } } }),
      ),
  });

/**
 * Invites a colleague by e-mail: a verified user becomes a member at once, any other address gets a signup link by
 * mail. The answer is the same for both (it must not tell whether the address has an account, docs/decisions/047),
 * so both lists are read again: the users and the pending invitations.
 */
export const inviteColleagueMutation = (
  { api, queryClient }: Clients,
  companyId: string,
  { onInvited }: { onInvited?: () => void } = {},
) =>
  mutationOptions({
    mutationFn: (address: string) =>
      callData(
        api.app.POST('/api/enad/invite-organisation-user/', {
          body: { company_id: companyId, email: address },
        }),
      ),
    onSuccess: () => {
      onInvited?.();
      void queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey });
      void queryClient.invalidateQueries({ queryKey: organisationInvitationsQueryKey(companyId) });
    },
  });

/** Withdraws a pending invitation (its link dies); the invitations are read again. */
export const withdrawInvitationMutation = ({ api, queryClient }: Clients, companyId: string) =>
  mutationOptions({
    mutationFn: (invitationId: string) =>
      callData(
        api.app.POST('/api/enad/withdraw-organisation-invitation/', {
          body: { company_id: companyId, invitation_id: invitationId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationInvitationsQueryKey(companyId) }),
  });

const useClients = (): Clients => ({ api: useApi(), queryClient: useQueryClient() });

export function useInviteColleague(companyId: string, options: { onInvited?: () => void } = {}) {
  return useMutation(inviteColleagueMutation(useClients(), companyId, options));
}

export function useWithdrawInvitation(companyId: string) {
  return useMutation(withdrawInvitationMutation(useClients(), companyId));
}
