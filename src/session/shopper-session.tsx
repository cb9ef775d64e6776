// The shopper session as the app holds it: created with the app, its machine and the stored-value schemas
// loaded after the first paint (docs/decisions/021). Features wait for `ready()` before a call that depends on
// who is shopping; the entry itself reads nothing the browser stored.
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import type { Actor, ActorOptions, InspectionEvent } from 'xstate';
import type { ShopperSessionMachine } from '../../machines/shopper-session/shopper-session.machine';
import type { ShopperSessionContext as SessionContext } from '../../machines/shopper-session/shopper-session.selectors';
import type { Market, User } from '../../openapi/types';
import type { ApiClients } from '../api/clients';
import { keepChosenMarket, readChosenMarket } from '../lib/chosen-market';
import { startRecorderWhenIdle } from '../lib/flow-recorder-start';

export type ShopperSessionActor = Actor<ShopperSessionMachine>;

export interface ShopperSession {
  /** The session once loaded and settled (not reading the user); loads it on the first call. */
  ready(): Promise<ShopperSessionActor>;
  /**
   * For what only reads the session (a count, a link, a price): the session as `ready()` when the browser keeps
   * something of a shopper (a cart, a user, a checkout, a company) or the session has started already; else
   * undefined at once, and nothing loads: the visitor is anonymous in the page's market (decision 059). A control
   * that changes the session (an add, the cart, a login) calls `ready()`, which loads it then.
   */
  readyIfKept(): Promise<ShopperSessionActor | undefined>;
  /** Resolves when the session is ready, whoever started it; nothing starts it. */
  whenReady(): Promise<ShopperSessionActor>;
  /** The market the shop is in (the URL's or the chosen one), without the session; undefined before it is known. */
  enteredMarket(): Market | undefined;
  /** The session's actor, once loaded. */
  current(): ShopperSessionActor | undefined;
  /**
   * The session once loaded and settled, without waiting for the company of a user still signed in from an
   * earlier visit to be stored on the cart: a logout does not wait for that request (issue 30, item 7).
   */
  started(): Promise<ShopperSessionActor>;
  /** The market the shop is in: the URL's, or outside `/{country}/` the chosen one (kept until it has loaded). */
  enterMarket(market: Market): void;
  /**
   * The shopper chose this market (a `/{country}/` page, or a login answering the user's market): the pages
   * outside `/{country}/` (login, signup, my account) are in it from now on, in this visit and the next ones.
   */
  chooseMarket(market: Market): void;
  /** The id of the market the shop is in: once entered, else the one chosen on an earlier visit (if any). */
  marketId(): string | undefined;
  /** The user token for signed-in calls (none before the session has loaded). */
  userToken(): string | undefined;
  /** The signed-in user as read again or saved: the session (and the user query through it) follows. */
  userRead(user: User): void;
  /**
   * A prerendered page is about to hydrate (decision 040): the session starts (reads what the browser stored,
   * asks who is signed in) only once the page has hydrated, so the first render is the server's, and once
   * `alsoAwait` has settled (i18next: what the session brings shows texts the page was not rendered with,
   * decision 043).
   */
  awaitHydration(alsoAwait?: Promise<unknown>): void;
  /** The page has rendered (the provider's effect): a session held for hydration starts. */
  hydrated(): void;
  /** True while the session waits for a prerendered page to hydrate (and so always at build time). */
  isHydrating(): boolean;
}

export interface ShopperSessionDeps {
  queryClient: QueryClient;
  api: () => ApiClients;
  /** Tests and the flow atlas watch the session's transitions. */
  inspect?: (event: InspectionEvent) => void;
  /** The clock of the session's delays (a test's, which passes them on its steps); default the page's timers. */
  clock?: ActorOptions<ShopperSessionMachine>['clock'];
}

/**
 * For a prerendered page's starter, which keeps a press made before the page has hydrated and makes it now
 * (decision 041): the page's controls are enabled, its texts loaded (decision 043).
 */
const announceHydrated = () => {
  window.dispatchEvent(new Event('statefront:hydrated'));
  startRecorderWhenIdle();
};

/** The cookies of a shopper's cart, user and checkout (src/lib/cookies.ts), by name only. */
const shopperCookie =
  /(?:^|; )(?:cartToken|checkoutToken|userToken|refreshToken|userId|storeGroupId|storeGroupSlug)=/;

/**
 * Whether the browser keeps something the session restores: a shopper's cookie, or the company acted for. By name
 * only, without the schemas of stored-values.ts (their module and zod load with the session, which reads them).
 */
function keepsShopper(): boolean {
  if (typeof document === 'undefined') return false;
  if (shopperCookie.test(document.cookie)) return true;
  try {
    return sessionStorage.getItem('shopperCompany') !== null;
  } catch {
    return false;
  }
}

export function createShopperSession(deps: ShopperSessionDeps): ShopperSession {
  let market: Market | undefined;
  let runtime: typeof import('./shopper-session-runtime') | undefined;
  let actor: ShopperSessionActor | undefined;
  let loading: Promise<{ settled: (actor: ShopperSessionActor) => Promise<unknown> }> | undefined;
  let restoredCompany: Promise<void> | undefined;
  /** The user token the visit started with (kept from an earlier visit), not one of a login since. */
  let keptUserToken: string | null = null;
  /** Set while a prerendered page hydrates: the session starts when it resolves. */
  let hydration: Promise<void> | undefined;
  let release = () => {};
  let becameReady: (actor: ShopperSessionActor) => void = () => {};
  const readyOnce = new Promise<ShopperSessionActor>((resolve) => {
    becameReady = resolve;
  });
  const session: ShopperSession = {
    readyIfKept: () =>
      loading || keepsShopper()
        ? session.ready()
        : Promise.resolve<ShopperSessionActor | undefined>(undefined),
    whenReady: () => readyOnce,
    enteredMarket: () => market,
    awaitHydration(alsoAwait) {
      const hydrated = new Promise<void>((resolve) => {
        release = resolve;
      });
      hydration = Promise.all([hydrated, alsoAwait?.catch(() => undefined)]).then(announceHydrated);
    },
    hydrated() {
      // A task of its own: the session's start (reading cookies and storage, starting its machine) is not added
      // to the one that commits the hydrated page (issue 18: two shorter tasks rather than one long one).
      if (hydration) setTimeout(release, 0);
      else announceHydrated();
      hydration = undefined;
    },
    isHydrating: () => hydration !== undefined,
    chooseMarket(next) {
      keepChosenMarket(next.enadMarket);
      session.enterMarket(next);
    },
    marketId: () => market?.enadMarket ?? readChosenMarket(),
    enterMarket(next) {
      market = next;
      if (actor && actor.getSnapshot().context.market.enadMarket !== next.enadMarket)
        actor.send({ type: 'session.enterMarket', market: next });
    },
    current: () => actor,
    userToken: () => actor?.getSnapshot().context.userToken ?? undefined,
    userRead: (user) => actor?.send({ type: 'session.userRead', user }),
    async started() {
      // The runtime loads at once; the session starts (reading cookies and storage) after hydration. Never
      // while prerendering (decisions 028, 040): nobody is shopping, the page shows a visitor's first sight.
      loading ??= Promise.all([import('./shopper-session-runtime'), hydration]).then(([loaded]) => {
        if (!market) throw new Error('The session needs a market before it loads');
        runtime = loaded;
        const started = runtime.startShopperSession({ ...deps, api: deps.api(), market });
        keptUserToken = started.getSnapshot().context.userToken;
        runtime.handOnUser(started, deps.queryClient);
        actor = started;
        return runtime;
      });
      const { settled } = await loading;
      const started = actor as ShopperSessionActor;
      await settled(started);
      return started;
    },
    async ready() {
      const started = await session.started();
      // The company is stored through this session without waiting for itself; once, unless the user could not
      // be read yet (decision 081): then nothing was stored, and a later call tries again.
      const storing =
        restoredCompany ??
        (runtime as NonNullable<typeof runtime>).storeRestoredCompany(
          deps,
          { ...session, ready: async () => started, readyIfKept: async () => started },
          started,
          keptUserToken,
        );
      if (!started.getSnapshot().matches('userUnavailable')) restoredCompany = storing;
      await storing;
      becameReady(started);
      return started;
    },
  };
  return session;
}

const ShopperSessionContext = createContext<ShopperSession | null>(null);

export function ShopperSessionProvider({
  session,
  children,
}: {
  session: ShopperSession;
  children: ReactNode;
}) {
  // After the whole tree's effects: a prerendered page has hydrated.
  useEffect(() => session.hydrated(), [session]);
  return <ShopperSessionContext.Provider value={session}>{children}</ShopperSessionContext.Provider>;
}

/**
 * The shopping spec's context-misuse errors (section 8, Session), each the text of the hook that was used outside
 * its provider. Here the app's shopper session, the signed-in user and the wishlist's market and store group are
 * one provider's, ShopperSessionProvider (decision 045): each hook that reads it throws its own text.
 */
const contextMisuseErrors = {
  useApp: 'useApp must be used within an AppProvider',
  useWishlist: 'useWishlist must be used within an WishlistProvider',
  useUser: 'useUser must be used within an EnadUserProvider',
} as const;

/** The provider's shopper session; outside the provider, the spec's misuse error of the hook that asked. */
export function useSessionOf(hook: keyof typeof contextMisuseErrors): ShopperSession {
  const session = useContext(ShopperSessionContext);
  if (!session) throw new Error(contextMisuseErrors[hook]);
  return session;
}

/** The shopper session: the spec's app context (`useApp`, market, store group, cart, company, tokens). */
export function useShopperSession(): ShopperSession {
  return useSessionOf('useApp');
}

/**
 * A value of the session (e.g. the company acted for) once it has loaded, undefined before; the component
 * renders again when it changes. `select` returns a primitive or a value kept in the context.
 */
export function useShopperSessionValue<T>(select: (context: SessionContext) => T): T | undefined {
  const session = useShopperSession();
  const actor = session.current();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (actor) {
        const subscription = actor.subscribe(onChange);
        return () => subscription.unsubscribe();
      }
      // Not loaded yet (a prerendered page hydrates before it): read again once it has loaded. Started only when
      // the browser keeps something of the shopper; else when a control needs it (decision 059).
      let isLive = true;
      void session.readyIfKept().catch(() => undefined);
      session.whenReady().then(
        () => isLive && onChange(),
        () => undefined,
      );
      return () => {
        isLive = false;
      };
    },
    [actor, session],
  );
  const read = () => {
    const snapshot = session.current()?.getSnapshot();
    return snapshot ? select(snapshot.context) : undefined;
  };
  // A prerendered page was rendered without the session: hydration starts from that, then reads the session.
  return useSyncExternalStore(subscribe, read, () => undefined);
}
