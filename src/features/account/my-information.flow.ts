// The my-information adapter (docs/decisions/045): the profile update in the session's market, and the saved
// user handed to the session. The card renders the actor's state.
import { fromPromise } from 'xstate';
import {
  type MyInformationValues,
  myInformationMachine,
  type ProfileMarket,
} from '../../../machines/my-information/my-information.machine';
import type { User } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { sessionMarketOf } from './session-market';

/** What the card edits of the user, as the user reads. */
export const profileValuesOf = (user: User): MyInformationValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  street: user.address?.street ?? '',
  zip_code: user.address?.zip_code ?? '',
  city: user.address?.city ?? '',
  phone_number: user.phone_number ?? '',
  allow_email: user.communication_preferences?.allow_email ?? false,
  allow_sms: user.communication_preferences?.allow_sms ?? false,
  allow_postal: user.communication_preferences?.allow_postal ?? false,
});

/** The my-information machine with the app's effects. */
export function myInformationFlow({ api, session }: FlowEnvironment) {
  return myInformationMachine.provide({
    actors: {
      updateUser: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/update-user/', { body: input })),
      ),
    },
    actions: {
      userSaved: ({ event }) => {
        const output = (event as unknown as { output?: User }).output;
        // The session holds the user; the user query follows it.
        if (output) session.userRead(output);
      },
    },
  });
}

/**
 * The market a profile is saved in: the session's (the one the shopper is in: the user's since the login,
 * or one chosen since), with its language and country. The user keeps their own store group ('default':
 * the accounts service keeps it).
 */
export function profileMarketOf(
  environment: Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>,
  user: Pick<User, 'store_group'>,
): ProfileMarket {
  const market = sessionMarketOf(environment);
  return {
    store_group: user.store_group ?? 'default',
    language: market.language.toUpperCase(),
    market: market.enadMarket,
    country_code: market.country.toUpperCase(),
  };
}

/** The running my-information flow for the user as read, and its submit (in the session's market). */
export function useMyInformationFlow({ user }: { user: User }) {
  const environment = useFlowEnvironment('account');
  const actor = useFlowActor(myInformationFlow(environment), {
    input: { email: user.email, values: profileValuesOf(user) },
  });
  return {
    actor,
    submit: () => actor.send({ type: 'profile.submit', market: profileMarketOf(environment, user) }),
  };
}
