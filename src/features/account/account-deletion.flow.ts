// The account deletion's adapter (docs/decisions/045): the delete call, then the logout that clears
// everything the app keeps about the shopper, then the home page. The button and dialog render its state.
import { fromPromise } from 'xstate';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { logout } from './logout';

/** The account deletion machine with the app's effects. */
export function accountDeletionFlow({ api, session, navigate }: FlowEnvironment) {
  return accountDeletionMachine.provide({
    actors: {
      deleteAccount: fromPromise(
        (): Promise<{ message?: string }> => callData(api.app.POST('/api/enad/delete/')),
      ),
    },
    actions: {
      logout: () => {
        void logout(session, 'accountDeleted').then(() => navigate({ to: '/' }));
      },
    },
  });
}

/** The running account deletion; the keyword is what the shopper must type to confirm. */
export function useAccountDeletionFlow({ keyword }: { keyword: string }) {
  return useFlowActor(accountDeletionFlow(useFlowEnvironment('account')), { input: { keyword } });
}
