// The consumer signup's adapter (docs/decisions/045): the signup machine's actors from the API, the market of
// the shopper session, and the colleague invitation the link carries. The view renders the actor's state.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  consumerSignupMachine,
  type SignupMarket,
  type SignupOutput,
} from '../../../machines/consumer-signup/consumer-signup.machine';
import { type ApiClients, callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { sessionMarketOf } from './session-market';

export interface ConsumerSignupFlowOptions {
  /** The token of a colleague's invitation link: the signup sends it (docs/decisions/029). */
  invitation?: string;
}

/** The consumer signup machine with the app's effects. */
export function consumerSignupFlow({ api }: FlowEnvironment, { invitation }: ConsumerSignupFlowOptions = {}) {
  return consumerSignupMachine.provide({
    actors: {
      signup: fromPromise(
        ({ input }) =>
          callData(
            api.app.POST('/api/enad/signup/', { body: invitation ? { ...input, invitation } : input }),
          ) as Promise<SignupOutput>,
      ),
      requestVerificationLink: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/create-verify-link/', { body: { email: input.email } })),
      ),
    },
  });
}

/**
 * Where a signup registers the visitor: the session's market (the one last chosen, not the default), its
 * language and country, and the market's store group unless another is named.
 */
export function signupMarketOf(
  environment: Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>,
  storeGroup?: string,
): SignupMarket {
  const market = sessionMarketOf(environment);
  return {
    store_group: storeGroup ?? market.storeGroupId,
    language: market.language.toUpperCase(),
    market: market.enadMarket,
    country: market.country.toUpperCase(),
  };
}

/** A colleague's invitation: its address and company. */
export const invitationQueryOptions = (api: ApiClients, token: string | undefined) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () =>
      callData(api.app.GET('/api/enad/invitation/', { params: { query: { token: token ?? '' } } })),
    enabled: Boolean(token),
  });

/** The running consumer signup, the invitation it joins, and its submit (in the session's market). */
export function useConsumerSignupFlow(options: ConsumerSignupFlowOptions) {
  const environment = useFlowEnvironment('account');
  const actor = useFlowActor(consumerSignupFlow(environment, options));
  const invited = useQuery(invitationQueryOptions(environment.api, options.invitation));
  const invitedEmail = invited.data?.email;
  // The invited address fills the e-mail field once (the backend binds the company to that address only).
  useEffect(() => {
    if (invitedEmail) actor.send({ type: 'signup.change', values: { email: invitedEmail } });
  }, [actor, invitedEmail]);
  return {
    actor,
    invited: invited.data,
    submit: () => actor.send({ type: 'signup.submit', market: signupMarketOf(environment) }),
  };
}
