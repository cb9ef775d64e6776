// The e-mail verification adapter (docs/decisions/045): the verify call for the login link's `?verify=`
// token. The banner renders the actor's state.
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { verificationMachine } from '../../../machines/verification/verification.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';

/** The verification machine with the app's effects. */
export function verificationFlow({ api }: FlowEnvironment) {
  return verificationMachine.provide({
    actors: {
      verifyEmail: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/verify-email/', { body: { token: input.token } })),
      ),
    },
  });
}

/** The running verification, started for the link's token when there is one. */
export function useVerificationFlow({ token }: { token?: string }) {
  const actor = useFlowActor(verificationFlow(useFlowEnvironment('account')));
  useEffect(() => {
    if (token) actor.send({ type: 'verification.start', token });
  }, [actor, token]);
  return actor;
}
