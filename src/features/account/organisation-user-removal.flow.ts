// The users tab's removal adapter (docs/decisions/045): the organisation-user-removal machine's call and its
// refresh of the users list. The view renders the actor's state and sends its events.

import { fromPromise } from 'xstate';
import { organisationUserRemovalMachine } from '../../../machines/organisation-user-removal/organisation-user-removal.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { organisationUsersQueryKey } from './companies.queries';

export interface OrganisationUserRemovalFlowOptions {
  /** The company whose users the tab lists. */
  companyId: string;
}

/** The organisation-user-removal machine with the app's effects. */
export function organisationUserRemovalFlow({ api, queryClient }: FlowEnvironment) {
  return organisationUserRemovalMachine.provide({
    actors: {
      removeUser: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/remove-organisation-user/', { body: input })),
      ),
    },
    actions: {
      userRemoved: () => {
        void queryClient.invalidateQueries({ queryKey: organisationUsersQueryKey });
      },
    },
  });
}

/** The running removal of the company's users. */
export function useOrganisationUserRemovalFlow({ companyId }: OrganisationUserRemovalFlowOptions) {
  const environment = useFlowEnvironment('account');
  return useFlowActor(organisationUserRemovalFlow(environment), { input: { companyId } });
}
