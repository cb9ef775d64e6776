// The shopper session's machine with the app's side effects: reading the user, keeping its values in
// cookies and storage, clearing everything of the shopper. Loaded after the first paint.
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type InspectionEvent, waitFor } from 'xstate';
import { shopperSessionMachine } from '../../machines/shopper-session/shopper-session.machine';
import type { ShopperSessionContext } from '../../machines/shopper-session/shopper-session.selectors';
import type { Market, User } from '../../openapi/types';
import type { ApiClients } from '../api/clients';
import { callData } from '../api/clients';
import {
  cartTokenCookie,
  cartTokenLifetimeSeconds,
  checkoutTokenCookie,
  checkoutTokenLifetimeSeconds,
  storeGroupIdCookie,
  storeGroupSlugCookie,
  userIdCookie,
  userTokenCookie,
  userTokenLifetimeSeconds,
} from '../lib/cookies';
import { loadFlowRecorder } from '../lib/flow-recorder-start';
import {
  readStored,
  removeShopperValues,
  removeStored,
  type StoredKey,
  sweepStoredValues,
  writeStored,
} from '../lib/stored-values';
import type { ShopperSession, ShopperSessionActor, ShopperSessionDeps } from './shopper-session';
import { userQueryKey } from './user.queries';

const recorderSlot = Symbol.for('statefront.flowRecorder');

/** Queries anyone may see; every other cached query is the shopper's and goes at logout. */
const publicQueryRoots = new Set(['settings', 'products', 'content', 'stories', 'categories']);

/** The cookies and the chosen company as the context implies them (undefined: not kept). */
function storedForm(context: ShopperSessionContext) {
  const { market, user, cart } = context;
  const cartGroup = cart?.storeGroupId;
  return {
    [userTokenCookie]: context.userToken ?? undefined,
    [userIdCookie]: user?.id,
    [cartTokenCookie]: cart?.token,
    [storeGroupIdCookie]: cartGroup ?? undefined,
    [storeGroupSlugCookie]: cartGroup
      ? cartGroup === market.storeGroupId
        ? market.storeGroupSlug
        : (context.userStoreGroupSlug ?? undefined)
      : undefined,
    [checkoutTokenCookie]: context.checkoutToken ?? undefined,
    shopperCompany: user && context.companyId ? { userId: user.id, companyId: context.companyId } : undefined,
  } satisfies Partial<Record<StoredKey, unknown>>;
}

const lifetimes: Partial<Record<StoredKey, number>> = {
  [userTokenCookie]: userTokenLifetimeSeconds,
  [userIdCookie]: userTokenLifetimeSeconds,
  [cartTokenCookie]: cartTokenLifetimeSeconds,
  [storeGroupIdCookie]: cartTokenLifetimeSeconds,
  [storeGroupSlugCookie]: cartTokenLifetimeSeconds,
  [checkoutTokenCookie]: checkoutTokenLifetimeSeconds,
};

export function startShopperSession({
  queryClient,
  api,
  market,
  inspect,
  clock,
}: Pick<ShopperSessionDeps, 'queryClient' | 'inspect' | 'clock'> & { api: ApiClients; market: Market }) {
  sweepStoredValues();
  // The recorder loads with the session (after the first paint); it takes up runs already under way.
  recorderLoaded = loadFlowRecorder();
  const cartToken = readStored(cartTokenCookie);
  const userToken = readStored(userTokenCookie) ?? null;
  const kept = readStored('shopperCompany');
  // Written only when a value changes, so a cookie keeps the lifetime it was given.
  let written: Record<string, unknown> = {};
  const persist = (context: ShopperSessionContext) => {
    const next = storedForm(context);
    for (const [key, value] of Object.entries(next) as [StoredKey, never][]) {
      if (JSON.stringify(written[key]) === JSON.stringify(value)) continue;
      if (value === undefined) removeStored(key);
      else writeStored(key, value, lifetimes[key]);
    }
    written = next;
  };

  const actor = createActor(
    shopperSessionMachine.provide({
      actors: {
        // Nothing from the entry's modules here: Rolldown 1.2 leaves such an import unbound in this chunk.
        loadUser: fromPromise(({ input }) =>
          callData(
            api.app.POST('/api/enad/get-user/', { headers: { authorization: `Bearer ${input.userToken}` } }),
          ),
        ),
      },
      actions: {
        persist: ({ context }) => persist(context),
        // At once, in the browser (no waiting state): the shopper is anonymous as soon as the logout is told.
        clearShopperData: () => {
          queryClient.removeQueries({
            predicate: (query) => !publicQueryRoots.has(String(query.queryKey[0])),
          });
          try {
            removeShopperValues();
          } catch {
            // Storage that refuses (privacy settings): the session forgets the shopper all the same.
          }
        },
      },
    }),
    {
      input: {
        market,
        userToken,
        userStoreGroupSlug: readStored(storeGroupSlugCookie) ?? null,
        companyId: kept?.companyId ?? null,
        cart: cartToken
          ? { token: cartToken, storeGroupId: readStored(storeGroupIdCookie) ?? null, country: null }
          : null,
        checkoutToken: readStored(checkoutTokenCookie) ?? null,
      },
      ...(clock ? { clock } : {}),
      inspect: (event) => {
        inspect?.(event);
        // The flow recorder's slot (src/lib/flow-actor.tsx), read without importing that module.
        (globalThis as Record<symbol, ((event: InspectionEvent) => void) | undefined>)[recorderSlot]?.(event);
      },
    },
  );
  written = storedForm(actor.getSnapshot().context);
  actor.start();
  return actor;
}

/**
 * Set when the session starts: the flow recorder's loading. The session is ready only once it is there, so a
 * flow that waits for the session (a prerendered checkout's cart read) has its steps recorded from there on.
 */
let recorderLoaded: Promise<void> | undefined;

/**
 * The user query shows the user the session read: not asked for twice. Only a change of the session's user is
 * handed on, so a fresher answer already in the query is not overwritten.
 */
export function handOnUser(actor: ReturnType<typeof startShopperSession>, queryClient: QueryClient) {
  let handedOn: User | null | undefined;
  actor.subscribe((snapshot) => {
    // Nobody is shown signed in while the user cannot be read either (not the one before a login, say).
    const user = snapshot.matches('signedIn')
      ? snapshot.context.user
      : snapshot.matches('anonymous') || snapshot.matches('userUnavailable')
        ? null
        : undefined;
    if (user === undefined || user === handedOn) return;
    handedOn = user;
    if (queryClient.getQueryData(userQueryKey) !== user) queryClient.setQueryData(userQueryKey, user);
  });
}

/**
 * A user still signed in from an earlier visit (the session started with a user token): the company they act
 * for goes on the cart's session as the login puts it there: on the kept cart unless it already names one (the
 * checkout's choice stays), else on a new cart. Waited for by `ready()`, so no cart or checkout is read before
 * it; a failure leaves the cart as it was (the checkout's customer card stores its choice again).
 */
export async function storeRestoredCompany(
  deps: Pick<ShopperSessionDeps, 'api' | 'queryClient'>,
  session: ShopperSession,
  actor: ShopperSessionActor,
  keptUserToken: string | null,
): Promise<void> {
  const snapshot = actor.getSnapshot();
  const { user, companyId, userToken } = snapshot.context;
  const company = user?.organisations.find((organisation) => organisation.id === companyId);
  if (!keptUserToken || userToken !== keptUserToken || !snapshot.matches('signedIn') || !user || !company)
    return;
  try {
    const [{ fetchCart }, { startSession }, { storeSignedInCompany }] = await Promise.all([
      import('./cart-session'),
      import('./cart-start'),
      import('./session-company'),
    ]);
    const api = deps.api();
    const kept = await fetchCart(api, session);
    if (kept?.attributes?.company) return;
    // The kept cart as it is (its items stay, whatever its store group), else a new one in the user's.
    const token = actor.getSnapshot().context.cart?.token ?? (await startSession(api, actor));
    await storeSignedInCompany(api, deps.queryClient, token, user, company);
  } catch (error) {
    console.warn('The signed-in user’s company could not be stored on the cart', error);
  }
}

/** Resolves once the session is not busy (reading the user) and the flow recorder has loaded. */
export const settled = async (actor: ReturnType<typeof startShopperSession>) => {
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('restoring'));
  await recorderLoaded;
};
