import { assign, fromPromise, setup } from 'xstate';
import type { User } from '../../openapi/types';
import {
  defaultCompanyOf,
  mayActFor,
  type ShopperSessionContext,
  type ShopperSessionEvent,
  type ShopperSessionInput,
} from './shopper-session.selectors';

const outputUser = (event: unknown) => (event as { output: User }).output;

/** How long a session whose user could not be read waits before it asks again. */
export const userRetryMs = 10_000;

const anonymousContext = (context: ShopperSessionContext): ShopperSessionContext => ({
  market: context.market,
  userToken: null,
  user: null,
  userStoreGroupSlug: null,
  companyId: null,
  cart: null,
  checkoutToken: null,
});

export const shopperSessionMachine = setup({
  types: {
    context: {} as ShopperSessionContext,
    events: {} as ShopperSessionEvent,
    input: {} as ShopperSessionInput,
  },
  actors: {
    loadUser: fromPromise<User, { userToken: string }>(async () => {
      throw new Error('not provided: loadUser');
    }),
  },
  actions: {
    persist: () => {
      throw new Error('not provided: persist');
    },
    /** Removes everything the app keeps of the shopper; never fails (what cannot be removed stays). */
    clearShopperData: () => {
      throw new Error('not provided: clearShopperData');
    },
    rememberUser: assign(({ context, event }) => {
      const user = event.type === 'session.userRead' ? event.user : outputUser(event);
      const kept = context.companyId && mayActFor(user, context.companyId) ? context.companyId : null;
      return { user, companyId: kept ?? defaultCompanyOf(user) };
    }),
    forgetShopper: assign(({ context }) => anonymousContext(context)),
    /** A login's token replaces any user before it; the user is read anew. */
    keepUserToken: assign(({ event }) =>
      event.type === 'session.signIn'
        ? { userToken: event.userToken, userStoreGroupSlug: event.storeGroupSlug ?? null, user: null }
        : {},
    ),
  },
  delays: { userRetry: userRetryMs },
  guards: {
    hasUserToken: ({ context }) => context.userToken !== null,
    /** The accounts service refused the token (401, 403), not merely failed to answer. */
    isTokenRefused: ({ event }) => {
      const status = (event as { error?: { status?: unknown } }).error?.status;
      return status === 401 || status === 403;
    },
    isSuperAdmin: ({ context }) => context.user?.is_super_admin === true,
    isAgentOfCompany: ({ context }) =>
      context.user?.organisations.some(
        (company) => company.id === context.companyId && company.role === 'agent',
      ) === true,
    hasCompany: ({ context }) => context.companyId !== null,
    /** The signed-in user read again with something changed (a read that changes nothing changes nothing). */
    isSameUserChanged: ({ context, event }) =>
      event.type === 'session.userRead' &&
      event.user.id === context.user?.id &&
      JSON.stringify(event.user) !== JSON.stringify(context.user),
    /**
     * The cart was started for the shopper the session holds now: a start still running when the shopper logged
     * out (or another logged in) belongs to nobody here (issue 30, item 7).
     */
    isStartedForThisShopper: ({ context, event }) =>
      event.type === 'cart.started' && event.userToken === context.userToken,
    /** The answer is about the cart the session holds, not one it has let go since. */
    isThisCart: ({ context, event }) =>
      (event.type === 'cart.read' || event.type === 'cart.lost') && context.cart?.token === event.token,
    mayActForCompany: ({ context, event }) =>
      event.type === 'session.chooseCompany' && mayActFor(context.user, event.companyId),
  },
}).createMachine({
  id: 'shopperSession',
  description:
    'Who is shopping where, for the whole visit: anonymous, a signed-in consumer, a business user for their ' +
    'company, an agent or a super admin acting for a company; the market, store group, cart, checkout and user ' +
    'tokens follow from it. Login, logout, market change, company choice and account deletion tell it.',
  initial: 'restoring',
  context: ({ input }) => ({
    market: input.market,
    userToken: input.userToken,
    user: null,
    userStoreGroupSlug: input.userStoreGroupSlug ?? null,
    companyId: input.companyId ?? null,
    cart: input.cart,
    checkoutToken: input.checkoutToken,
  }),
  on: {
    'session.enterMarket': {
      actions: assign({ market: ({ event }) => event.market }),
      description: 'The shopper is in another market (its URL); prices and carts follow its country.',
    },
    'cart.started': {
      guard: 'isStartedForThisShopper',
      actions: [
        assign({
          cart: ({ event }) => ({
            token: event.token,
            storeGroupId: event.storeGroupId,
            country: event.country,
          }),
          checkoutToken: null,
        }),
        'persist',
      ],
      description:
        'A cart session was started for the shopper’s store group and country (one started for a shopper who has ' +
        'logged out since is not taken).',
    },
    'cart.read': {
      guard: 'isThisCart',
      actions: assign({
        cart: ({ context, event }) =>
          context.cart && { ...context.cart, storeGroupId: event.storeGroupId, country: event.country },
      }),
      description: 'The stored cart was read: now its store group and country are known.',
    },
    'cart.lost': {
      guard: 'isThisCart',
      actions: [assign({ cart: null, checkoutToken: null }), 'persist'],
      description: 'The cart session expired or is gone: the next add starts a new one.',
    },
    'checkout.started': {
      actions: [assign({ checkoutToken: ({ event }) => event.token }), 'persist'],
      description: 'A checkout was started for the cart.',
    },
    'checkout.ended': {
      actions: [assign({ checkoutToken: null }), 'persist'],
      description: 'The cart or the customer changed, or the checkout failed: the next checkout starts anew.',
    },
  },
  states: {
    restoring: {
      description:
        'The visit starts from what the browser kept: a user token means someone may be signed in.',
      always: [
        { guard: 'hasUserToken', target: 'loadingUser', description: 'A user token was kept.' },
        { target: 'anonymous', description: 'Nobody is signed in.' },
      ],
    },
    anonymous: {
      description: 'Nobody is signed in: the market’s store group, prices and payment providers.',
      on: {
        'session.signIn': {
          target: 'loadingUser',
          actions: ['keepUserToken', 'persist'],
          description: 'The login succeeded: the token is kept and the user is read.',
        },
      },
    },
    loadingUser: {
      description:
        'The accounts service says whose the user token is (get-user): store group, companies, roles.',
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ userToken: context.userToken as string }),
        onDone: {
          target: 'signedIn',
          actions: ['rememberUser', 'persist'],
          description: 'The user is known; the company they act for is the one kept, else their first.',
        },
        onError: [
          {
            guard: 'isTokenRefused',
            target: 'clearing',
            description:
              'The token is refused (401, 403: expired, revoked): the shopper is signed out and nothing of theirs ' +
              'is kept.',
          },
          {
            target: 'userUnavailable',
            description:
              'No answer about the token (offline, a server error, a page being left while it was asked): it is ' +
              'not refused, so nothing of the shopper is removed.',
          },
        ],
      },
    },
    userUnavailable: {
      description:
        'Nobody could say whose the user token is: the pages show nobody signed in, but the token, the cart, the ' +
        'checkout and the chosen company stay; the user is asked for again after a while, and on the next page.',
      after: {
        userRetry: { target: 'loadingUser', description: 'Ask the accounts service again.' },
      },
      on: {
        'session.signIn': {
          target: 'loadingUser',
          actions: ['keepUserToken', 'persist'],
          description: 'A login meanwhile: its token replaces the one that could not be read.',
        },
        'session.signOut': {
          target: 'clearing',
          description: 'Logout: the spec’s cookies and every other shopper value go.',
        },
      },
    },
    signedIn: {
      description: 'A user is signed in; their store group decides prices, stock and the cart.',
      initial: 'resolving',
      on: {
        'session.chooseCompany': {
          guard: 'mayActForCompany',
          target: '.resolving',
          reenter: true,
          actions: [assign({ companyId: ({ event }) => event.companyId }), 'persist'],
          description: 'The user acts for another company: one of theirs, or any for a super admin.',
        },
        'session.userRead': {
          guard: 'isSameUserChanged',
          target: '.resolving',
          reenter: true,
          actions: ['rememberUser', 'persist'],
          description:
            'The user was read again (a new company, changed details): roles and the company acted for follow ' +
            'the fresh answer.',
        },
        'session.signOut': {
          target: 'clearing',
          description: 'Logout: the spec’s cookies and every other shopper value go.',
        },
        'session.accountDeleted': {
          target: 'clearing',
          description: 'The account was deleted: the user is signed out like a logout.',
        },
        'session.signIn': {
          target: 'loadingUser',
          actions: ['keepUserToken', 'persist'],
          description: 'Another login in the same tab: that user replaces this one.',
        },
      },
      states: {
        resolving: {
          description: 'Who the user is for the chosen company.',
          always: [
            { guard: 'isSuperAdmin', target: 'superAdmin' },
            { guard: 'isAgentOfCompany', target: 'agent' },
            { guard: 'hasCompany', target: 'member' },
            { target: 'consumer' },
          ],
        },
        consumer: {
          description: 'A signed-in user without a company: their own store group and orders.',
        },
        member: {
          description:
            'A business user (customer or admin) buying for their company at its store group’s prices.',
        },
        agent: {
          description: 'An agent ordering on behalf of one of their customer companies.',
        },
        superAdmin: {
          description: 'A super admin: may act for any company (none by default), see and decide its orders.',
        },
      },
    },
    clearing: {
      description:
        'Logout or deletion: the cookies the spec names, gift cards, provider cookies, stored choices and cached ' +
        'queries of the shopper are removed, from one list, at once in the browser.',
      entry: 'clearShopperData',
      always: {
        target: 'anonymous',
        actions: ['forgetShopper', 'persist'],
        description:
          'The shopper is anonymous at once; whatever could not be removed (storage blocked), the session itself ' +
          'forgets the shopper.',
      },
    },
  },
});

export type ShopperSessionMachine = typeof shopperSessionMachine;
