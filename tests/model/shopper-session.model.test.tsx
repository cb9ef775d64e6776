// The shopper session through the real app: logins on the login page, logouts and deletions in My account, a
// company chosen in the order list, the market in the header, carts on product pages, in the cart and checkout.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { flowPaths, serializeEvent } from '../../machines/graph';
import { flowById } from '../../machines/index';
import type { ShopperSessionContext } from '../../machines/shopper-session/shopper-session.selectors';
import type { User } from '../../openapi/types';
import {
  cartTokenCookie,
  checkoutTokenCookie,
  readCookie,
  userIdCookie,
  userTokenCookie,
} from '../../src/lib/cookies';
import { removeShopperValues } from '../../src/lib/stored-values';
import { toastQueue } from '../../src/ui/toast-queue';
import { givenCart } from '../support/cart-fixture';
import { type TestBackend, testOrigin } from '../support/test-backend';
import { modelTest, type StepContext } from './harness';

const flow = flowById('shopper-session')!;
const product = { slug: 'classic-organic-tee', parent: 'p-ts-1001', name: 'Classic Organic Tee' };
const marketNames: Record<string, string> = { se: 'Sverige', no: 'Norge' };
/** The header's texts in each market's language (a path may change the market). */
const headerTexts: Record<
  string,
  { cart: string; item: string; items: string; login: string; account: string }
> = {
  se: { cart: 'Varukorg', item: 'vara', items: 'varor', login: 'Logga in', account: 'Mitt konto' },
  no: { cart: 'Handlekurv', item: 'vare', items: 'varer', login: 'Logg inn', account: 'Min konto' },
};

const header = () => screen.getByRole('banner');
const headerLink = (name: string) => within(header()).queryByRole('link', { name });
const cartButton = (label = 'Varukorg') =>
  within(header()).getByRole('button', { name: new RegExp(`^${label}`) });
const marketTrigger = () => screen.getByRole('button', { name: /^Välj marknad|^Velg marked|^Choose market/ });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as ShopperSessionContext;
const textsOf = (context: StepContext) => headerTexts[contextOf(context).market.enadMarket]!;

/** The seeded user whose live token the user token cookie holds, as the backend stores them. */
function userOfToken(backend: TestBackend, token: string | undefined) {
  const entry = token ? backend.store.runtime.userTokens[token] : undefined;
  return entry && backend.store.data.users.find((user) => user.id === entry.userId);
}

/** The backend's cart of the cart token cookie, if it lives. */
const storedCart = (backend: TestBackend) => {
  const token = readCookie(cartTokenCookie);
  return token ? backend.store.runtime.sessions[token]?.cart : undefined;
};

/** The live sale price of the product's first variant in a store group, in whole kronor. */
async function livePrice(backend: TestBackend, storeGroupId: string) {
  const response = await backend.fetch(
    new Request(
      `${testOrigin}/shopper/prices/product-parents/${product.parent}/store-groups/${storeGroupId}/markets/SE`,
    ),
  );
  const prices = ((await response.json()) as { data: { salePriceAmount: number }[] }).data;
  return Math.round((prices[0]?.salePriceAmount ?? 0) / 100);
}

// The path being played, found by its test's name (the harness names a test by its steps, as below): a login
// types the e-mail of the user whom the next step's get-user answers.
const stepName = (event: AnyEventObject) => serializeEvent(event).replaceAll('"', '');
const pathsByName = new Map(
  flowPaths(flow).map((path) => [
    path.steps
      .slice(1)
      .map((step) => stepName(step.event))
      .join(' → ') || 'initial state',
    path,
  ]),
);
let playing: { name: string; path: ReturnType<typeof flowPaths>[number] | undefined; logins: number };

beforeEach(({ task }) => {
  playing = { name: task.name, path: pathsByName.get(task.name), logins: 0 };
});

function playedSteps() {
  if (!playing.path) throw new Error(`No generated path is named '${playing.name}'`);
  return playing.path.steps;
}

/** The e-mail of the path's next login: the user of the outcome that follows it (anyone before a failure). */
function loginEmail(): string {
  const steps = playedSteps();
  const login = steps.filter((step) => step.event.type === 'session.signIn')[playing.logins];
  playing.logins += 1;
  const next = login ? steps[steps.indexOf(login) + 1]?.event : undefined;
  return next?.type === 'xstate.done.actor.loadUser'
    ? (next.output as User).email
    : 'consumer@statefront.test';
}

/**
 * A shopper who reads, loses, changes or checks out a cart has one from the start; one who starts a cart first
 * (the session takes an answer only about the cart it holds) has none.
 */
const hasCart = () => {
  const steps = playedSteps().map((step) => step.event.type);
  const firstUse = steps.findIndex((type) =>
    ['checkout.started', 'checkout.ended', 'cart.read', 'cart.lost'].includes(type),
  );
  const started = steps.indexOf('cart.started');
  return firstUse >= 0 && (started < 0 || started > firstUse);
};

async function openCartPanel({ user }: StepContext) {
  await user.click(cartButton());
  return within(await screen.findByRole('dialog', { name: 'Varukorg' }));
}

/** What every Swedish page shows and the browser keeps, whoever shops. */
function expectShopper(context: StepContext) {
  const { market, userToken, cart, checkoutToken } = contextOf(context);
  expect(marketTrigger().textContent).toContain(marketNames[market.enadMarket]);
  // The session is the one writer of its cookies.
  expect(readCookie(userTokenCookie) ?? null).toBe(userToken);
  expect(readCookie(cartTokenCookie) ?? null).toBe(cart?.token ?? null);
  expect(readCookie(checkoutTokenCookie) ?? null).toBe(checkoutToken);
  // The header counts what the backend's cart holds.
  const count = storedCart(context.backend)?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  const texts = textsOf(context);
  expect(cartButton(texts.cart).getAttribute('aria-label')).toBe(
    `${texts.cart}, ${count} ${count === 1 ? texts.item : texts.items}`,
  );
}

/** The header offers the login, not the account: nobody is shown signed in. */
function expectNobodyShown(context: StepContext) {
  const texts = textsOf(context);
  expect(headerLink(texts.login)).not.toBeNull();
  expect(headerLink(texts.account)).toBeNull();
}

/** A signed-in user: their account, their store group's cart and prices, the company they act for. */
async function expectSignedIn(context: StepContext, role: 'consumer' | 'customer' | 'agent' | 'superAdmin') {
  const { router, backend } = context;
  const { user, companyId } = contextOf(context);
  // The login has finished (its cart rebuild and company included) and left the login page.
  expect(router.state.location.pathname).not.toBe('/login/');
  expectShopper(context);
  expect(headerLink(textsOf(context).account)).not.toBeNull();
  expect(headerLink(textsOf(context).login)).toBeNull();
  const stored = userOfToken(backend, readCookie(userTokenCookie));
  expect(stored?.id).toBe(user?.id);
  expect(readCookie(userIdCookie)).toBe(stored?.id);
  const chosen = sessionStorage.getItem('shopperCompany');
  if (role === 'consumer' || role === 'superAdmin') {
    expect(stored?.is_super_admin).toBe(role === 'superAdmin');
    if (role === 'consumer') expect(stored?.organisations).toEqual([]);
    expect(chosen).toBe(companyId ? JSON.stringify({ userId: stored?.id, companyId }) : null);
  } else {
    // The company acted for is one the user is a member (or agent) of, and it is kept for the visit.
    expect(stored?.organisations.find((company) => company.id === companyId)?.role).toBe(role);
    expect(JSON.parse(chosen ?? 'null')).toEqual({ userId: stored?.id, companyId });
  }
  // A cart is the user's store group's, and a product page shows that store group's prices.
  const cart = storedCart(backend);
  if (cart) expect(cart.storeGroupId).toBe(stored?.store_group);
  if (router.state.location.pathname === `/se/p/${product.slug}/`) {
    const price = await livePrice(backend, stored?.store_group as string);
    expect(
      within(screen.getByRole('article')).getAllByText(new RegExp(`^${price}\\s*kr$`)).length,
    ).toBeGreaterThan(0);
  }
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([
    import('../../src/session/shopper-session-runtime'),
    import('../../src/features/account/account-deletion-dialog'),
    import('../../src/features/account/company-chooser'),
    import('../../src/features/cart/cart-panel'),
  ]);
}, 60_000);

afterEach(() => {
  removeShopperValues();
  localStorage.clear();
  sessionStorage.clear();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

modelTest({
  flow,
  url: '/se/',
  actorRoutes: { loadUser: 'POST /api/enad/get-user/' },
  prepare: async (backend) => {
    if (hasCart()) await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }]);
  },
  // A visitor the browser keeps nothing of has no session until a control needs it (decision 059); one with a
  // cart has it at once. Every path starts from a started session, as the shop's first press would start it.
  ready: async ({ router }) => {
    await act(async () => {
      await router.options.context.session.ready();
    });
  },
  events: {
    // The login page: the user of the next step's outcome logs in (its answer hands the token to the session).
    'session.signIn': async (_event, { user, router }) => {
      await router.navigate({ to: '/login/' });
      const form = within(await screen.findByRole('region', { name: 'Logga in' }));
      await user.type(form.getByLabelText('E-post', { selector: 'input' }), loginEmail());
      await user.type(form.getByLabelText('Lösenord', { selector: 'input' }), 'Statefront1!');
      await user.click(form.getByRole('button', { name: /^Logga in/ }));
    },
    'session.signOut': async (_event, { user, router }) => {
      await router.navigate({ to: '/my-account/overview/' });
      await user.click(await screen.findByRole('button', { name: 'Logga ut' }));
    },
    'session.accountDeleted': async (_event, { user, router }) => {
      await router.navigate({ to: '/my-account/information/' });
      await user.click(await screen.findByRole('button', { name: 'Radera konto' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Radera ditt konto' }));
      await user.type(dialog.getByRole('textbox', { name: 'Skriv RADERA' }), 'RADERA');
      await user.click(dialog.getByRole('button', { name: /^Radera kontot/ }));
    },
    // The user is read again after a change elsewhere (a company's admin removed them): saving their details
    // answers the fresh user.
    'session.userRead': async (event, { user, router, backend }) => {
      const fresh = event.user as User;
      const stored = userOfToken(backend, readCookie(userTokenCookie))!;
      stored.organisations = stored.organisations.filter((company) =>
        fresh.organisations.some((kept) => kept.name === company.name),
      );
      await router.navigate({ to: '/my-account/information/' });
      const card = within(await screen.findByRole('region', { name: 'Personuppgifter' }));
      await user.click(card.getByRole('button', { name: /^Spara/ }));
    },
    // The order list's company chooser: the user acts for the company whose orders they look at.
    'session.chooseCompany': async (event, { user, router, backend }) => {
      const stored = userOfToken(backend, readCookie(userTokenCookie))!;
      const wanted = backend.store.data.companies.find((company) => company.id === event.companyId)!;
      expect(stored.organisations.map((company) => company.id)).toContain(wanted.id);
      await router.navigate({ to: '/my-account/orders/' });
      const chooser = await screen.findByRole('combobox', { name: 'Företag' });
      await user.clear(chooser);
      await user.type(chooser, wanted.name.split(' ')[0]!);
      await user.click(await screen.findByRole('option', { name: new RegExp(`^${wanted.name}`) }));
      await waitFor(() => expect((chooser as HTMLInputElement).value).toBe(wanted.name));
    },
    'session.enterMarket': async (event, { user }) => {
      const name = marketNames[(event.market as { enadMarket: string }).enadMarket]!;
      await user.click(marketTrigger());
      const menu = await screen.findByRole('menu');
      await user.click(within(menu).getByRole('menuitemradio', { name: new RegExp(`^${name}`) }));
      await waitFor(() => expect(marketTrigger().textContent).toContain(name));
    },
    // The first add of a shopper without a cart starts one.
    'cart.started': async (_event, { user, router }) => {
      await router.navigate({
        to: '/$country/$productPrefix/$slug/',
        params: { country: 'se', productPrefix: 'p', slug: product.slug },
      });
      await user.click(await screen.findByRole('button', { name: 'Lägg i varukorgen' }));
      await screen.findByRole('button', { name: 'Varukorg, 1 vara' });
    },
    // Opening the cart reads it.
    'cart.read': async (_event, context) => {
      const panel = await openCartPanel(context);
      await panel.findByText(product.name);
    },
    // The cart's session expired on the server; opening the cart finds it gone.
    'cart.lost': async (_event, context) => {
      const token = readCookie(cartTokenCookie)!;
      context.backend.store.runtime.sessions[token]!.expiresAt = 0;
      const panel = await openCartPanel(context);
      await panel.findByText('Din varukorg är tom.');
    },
    'checkout.started': async (_event, { router }) => {
      await router.navigate({ to: '/$country/checkout/', params: { country: 'se' } });
      await screen.findByTitle('Betalning med KlarnaCheckout');
    },
    // A changed cart ends the checkout started for it.
    'checkout.ended': async (_event, context) => {
      const panel = await openCartPanel(context);
      await context.user.click(await panel.findByRole('button', { name: /^Öka antal/ }));
      await screen.findByRole('button', { name: 'Varukorg, 2 varor' });
    },
  },
  states: {
    anonymous: (context) => {
      expectShopper(context);
      expectNobodyShown(context);
      expect(readCookie(userIdCookie)).toBeUndefined();
      expect(sessionStorage.getItem('shopperCompany')).toBeNull();
    },
    // The user is being read (the answer is held): the token is kept, the market is the URL's.
    loadingUser: (context) => {
      const { market, userToken } = contextOf(context);
      expect(readCookie(userTokenCookie)).toBe(userToken);
      expect(userOfToken(context.backend, userToken ?? undefined)).toBeDefined();
      expect(marketTrigger().textContent).toContain(marketNames[market.enadMarket]);
    },
    // The accounts service did not answer: nobody shows signed in, but the token and the cart stay in the browser
    // (a refusal would have removed them).
    userUnavailable: (context) => {
      expectShopper(context);
      expect(readCookie(userTokenCookie)).toBeDefined();
      expectNobodyShown(context);
    },
    'signedIn.consumer': (context) => expectSignedIn(context, 'consumer'),
    'signedIn.member': (context) => expectSignedIn(context, 'customer'),
    'signedIn.agent': (context) => expectSignedIn(context, 'agent'),
    'signedIn.superAdmin': (context) => expectSignedIn(context, 'superAdmin'),
  },
});
