// The business signup's adapter (docs/decisions/045): the machine's actors (the user, then its company, then
// the verification link) from the API, and the market of the shopper session. The view renders its state.
import { fromPromise } from 'xstate';
import { businessSignupMachine } from '../../../machines/business-signup/business-signup.machine';
import type { SignupOutput } from '../../../machines/consumer-signup/consumer-signup.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { signupMarketOf } from './consumer-signup.flow';

/** The business signup machine with the app's effects. */
export function businessSignupFlow({ api }: FlowEnvironment) {
  return businessSignupMachine.provide({
    actors: {
      createUser: fromPromise(
        ({ input }) =>
          callData(api.app.POST('/api/enad/create-user/', { body: input })) as Promise<SignupOutput>,
      ),
      createOrganisation: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/organisation/signup/', { body: input })),
      ),
      requestVerificationLink: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/create-verify-link/', { body: { email: input.email } })),
      ),
    },
  });
}

/**
 * Where a business signup registers the contact person: the session's market, language and country. Business
 * users get the business store group: 'default' lets the accounts service choose it, since the market's own
 * store group is the consumer one.
 */
export const businessSignupMarketOf = (
  environment: Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>,
) => signupMarketOf(environment, 'default');

/** The running business signup and its submit (in the session's market). */
export function useBusinessSignupFlow() {
  const environment = useFlowEnvironment('account');
  const actor = useFlowActor(businessSignupFlow(environment));
  return {
    actor,
    submit: () => actor.send({ type: 'signup.submit', market: businessSignupMarketOf(environment) }),
  };
}
