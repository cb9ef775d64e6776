// The login flow's adapter (docs/decisions/045): the login machine's actors and actions from the API, the
// query cache and the shopper session. The view renders the actor's state and sends its events.

import { fromPromise } from 'xstate';
import {
  type CartAtLogin,
  type LoginOutput,
  type LoginReply,
  loginMachine,
} from '../../../machines/login/login.machine';
import type { Cart } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { sameSitePath } from '../../lib/search-params';
import { cartQueryKey } from '../../session/cart.queries';
import { sessionTokenFor } from '../../session/cart-start';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { storeSignedInCompany } from '../../session/session-company';
import { topLevelItems } from '../cart/incognito-cart';
import { rebuildCart } from '../cart/rebuild-cart';
import { marketsQueryOptions } from '../markets/markets.queries';
import { findMarket } from '../markets/use-market';

export interface LoginFlowOptions {
  /** Where a successful login goes (a same-site path), else the account overview. */
  redirect?: string;
}

/** The login machine with the app's effects. */
export function loginFlow(
  { api, queryClient, session, navigate }: FlowEnvironment,
  { redirect }: LoginFlowOptions = {},
) {
  return loginMachine.provide({
    actors: {
      // The session takes the token when this answers: it must have loaded (the route only started it).
      login: fromPromise(async ({ input }) => {
        await session.ready();
        return (await callData(api.app.POST('/api/enad/login/', { body: input }))) as LoginReply;
      }),
      resendVerification: fromPromise(({ input }) =>
        callData(api.app.POST('/api/enad/create-verify-link/', { body: { email: input.email } })),
      ),
      // A new session in the user's store group and market (the session knows the user by now: storeToken),
      // with every item added again at its prices.
      rebuildCart: fromPromise(async (): Promise<unknown> => {
        const items = topLevelItems(queryClient.getQueryData<Cart | null>(cartQueryKey));
        return rebuildCart(api, queryClient, session, items);
      }),
      storeOrganisation: fromPromise(async ({ input }) => {
        const organisation = input.login.user.organisations?.[0];
        if (!organisation) return;
        const token = await sessionTokenFor(api, session);
        await storeSignedInCompany(api, queryClient, token, input.login.user, organisation);
      }),
    },
    actions: {
      // The session keeps the token and the user's market (the pages outside `/{country}/` follow it), and reads the user; features wait for it (`ready`).
      storeToken: ({ event }) => {
        const { access_token, user } = (event as unknown as { output: LoginOutput }).output;
        const markets = queryClient.getQueryData(marketsQueryOptions(api).queryKey)?.markets ?? [];
        const usersMarket = findMarket(markets, user.market);
        if (usersMarket) session.chooseMarket(usersMarket);
        session.current()?.send({
          type: 'session.signIn',
          userToken: access_token,
          ...(user.store_group_slug ? { storeGroupSlug: user.store_group_slug } : {}),
        });
      },
      redirect: () => {
        // `href`: the target may carry a search (`/my-account/company/?tab=users`), which `to` would take as path.
        // Parsed again where it is followed: the router may hand back a raw value its validation dropped.
        const target = sameSitePath(redirect);
        if (target) void navigate({ href: target });
        else void navigate({ to: '/my-account/overview/' });
      },
    },
  });
}

/** The shopper's cart as the login form sends it: the outcome depends on its store group and company. */
export function cartAtLogin({ queryClient }: Pick<FlowEnvironment, 'queryClient'>): CartAtLogin {
  const cart = queryClient.getQueryData<Cart | null>(cartQueryKey);
  return {
    storeGroupId: cart?.storeGroupId ?? null,
    itemCount: cart?.items.length ?? 0,
    companyRegistrationNumber: cart?.attributes?.company?.registrationNumber ?? null,
  };
}

/** The running login flow, and its submit (which carries the cart as it is now). */
export function useLoginFlow(options: LoginFlowOptions) {
  const environment = useFlowEnvironment('account');
  const actor = useFlowActor(loginFlow(environment, options));
  return {
    actor,
    submit: () => actor.send({ type: 'login.submit', cart: cartAtLogin(environment) }),
  };
}
