// The new-password adapter (docs/decisions/045): the reset call with the link's token. The view renders the
// actor's state.
import { fromPromise } from 'xstate';
import { newPasswordMachine } from '../../../machines/new-password/new-password.machine';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { useLatest } from '../../lib/use-latest';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';

export interface NewPasswordFlowOptions {
  /** The reset link's token as it is when the password is sent (the route may hand a new one). */
  resetToken: () => string;
}

/** The new-password machine with the app's effects. */
export function newPasswordFlow({ api }: FlowEnvironment, { resetToken }: NewPasswordFlowOptions) {
  return newPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise(({ input }) =>
        callData(
          api.app.POST('/api/enad/reset-password/', {
            body: { password: input.password, reset_password_token: resetToken() },
          }),
        ),
      ),
    },
  });
}

/** The running new-password flow for the link's token. */
export function useNewPasswordFlow({ token }: { token: string }) {
  const latestToken = useLatest(token);
  return useFlowActor(
    newPasswordFlow(useFlowEnvironment('account'), { resetToken: () => latestToken.current }),
  );
}
