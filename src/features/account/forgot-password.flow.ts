// The forgot-password adapter (docs/decisions/045): the reset and verification links from the API. The view
// renders the actor's state and its resend countdown.
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';

/** The forgot-password machine with the app's effects. */
export function forgotPasswordFlow({ api }: FlowEnvironment) {
  return forgotPasswordMachine.provide({
    actors: {
      createResetLink: fromPromise<unknown, { email: string }>(({ input }) =>
        callData(api.app.POST('/api/enad/create-reset-password-link/', { body: input })),
      ),
      createVerifyLink: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/create-verify-link/', { body: input })),
      ),
    },
  });
}

/** The running forgot-password flow. */
export function useForgotPasswordFlow() {
  return useFlowActor(forgotPasswordFlow(useFlowEnvironment('account')));
}
