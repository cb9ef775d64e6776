// The company registration's adapter (issue 32, docs/decisions/045): a signed-in user registers a company for
// their own account through the organisation signup call; once it exists the user is read again, so the
// session and the account pages know the new company. The view renders the actor's state.
import { fromPromise } from 'xstate';
import {
  companyRegistrationMachine,
  type RegisteringAccount,
} from '../../../machines/company-registration/company-registration.machine';
import type { User } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { userQueryOptions } from '../../session/user.queries';
import { companiesQueryKey } from './companies.queries';

/** The account of the signed-in user as the registration names it (its contact person and admin). */
export const registeringAccountOf = (user: User): RegisteringAccount => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  ...(user.phone_number ? { phone_number: user.phone_number } : {}),
});

/** The company registration machine with the app's effects. */
export function companyRegistrationFlow({ api, queryClient, session }: FlowEnvironment) {
  return companyRegistrationMachine.provide({
    actors: {
      // Signed in: the call carries the user token, and the backend lets a user name only themself.
      registerCompany: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/organisation/signup/', { body: input })),
      ),
    },
    actions: {
      companyRegistered: () => {
        // Read now, whoever shows the user: the read tells the session, which then acts for the company. A
        // failed read leaves the user as it was until the next one (the company exists either way).
        queryClient.fetchQuery({ ...userQueryOptions(api, session), staleTime: 0 }).catch(() => undefined);
        void queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      },
    },
  });
}

/** The running company registration of the signed-in user. */
export function useCompanyRegistrationFlow({ user }: { user: User }) {
  const environment = useFlowEnvironment('account');
  return useFlowActor(companyRegistrationFlow(environment), {
    input: { account: registeringAccountOf(user) },
  });
}
