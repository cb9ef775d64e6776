// Shared steps of the e2e tests: a fresh backend per test and access to what it stored.
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { e2eOrigin } from '../../playwright.config';

export const backend = (request: APIRequestContext) => ({
  reset: () => request.post('/__mock/reset'),
  fault: (fault: { route: string; status?: number; body?: unknown; latencyMs?: number; times?: number }) =>
    request.post('/__mock/faults', { data: fault }),
  /** The backend answers again: every fault is gone. */
  clearFaults: () => request.delete('/__mock/faults'),
  settings: (settings: Record<string, unknown>) => request.post('/__mock/settings', { data: settings }),
  user: (email: string, fields: Record<string, unknown>) =>
    request.patch(`/__mock/data/users/${encodeURIComponent(email)}`, { data: fields }),
  /** The payment providers a live cart offers; null: a cart without capabilities. */
  paymentProviders: (cartToken: string, paymentProviders: string[] | null) =>
    request.put(`/__mock/sessions/${encodeURIComponent(cartToken)}/payment-providers`, {
      data: { paymentProviders },
    }),
  /** A variant's stock (0: sold out). */
  stock: (variantId: string, stock: number) =>
    request.patch(`/__mock/data/variants/${encodeURIComponent(variantId)}`, { data: { stock } }),
  /** A variant's price in a store group and country (minor units). */
  price: (variantId: string, price: { storeGroupId: string; country: string; base: number; sale: number }) =>
    request.patch(`/__mock/data/variants/${encodeURIComponent(variantId)}`, { data: { price } }),
  /** A gift card's one balance (minor units), its currency and the message applying it answers (null: none). */
  giftCard: (code: string, fields: { balance?: number; currencyCode?: string; error?: string | null }) =>
    request.patch(`/__mock/data/giftCards/${encodeURIComponent(code)}`, { data: fields }),
  /** The print-file conversion's time limit until the next reset (the e2e servers start with a generous one). */
  conversionTimeLimit: (timeLimitMs: number) =>
    request.post('/__mock/conversion-limits', { data: { timeLimitMs } }),
  data: async <T>(collection: string): Promise<T> =>
    ((await (await request.get(`/__mock/data/${collection}`)).json()) as Record<string, T>)[collection] as T,
});

/** The shopper's stored answer to the analytics question when a test starts (docs/decisions/034). */
export type AnalyticsAnswer = 'granted' | 'denied' | 'unanswered';

/** The answer stored before every page the page (or context) opens, unless one is stored already. */
export const storeAnalyticsAnswer = (target: Page | BrowserContext, answer: 'granted' | 'denied') =>
  target.addInitScript((choice) => {
    // Only when none is stored: an answer given during the test stands on the next page.
    if (localStorage.getItem('analyticsConsent') === null)
      localStorage.setItem('analyticsConsent', JSON.stringify({ choice, at: '2026-11-21T09:00:00.000Z' }));
  }, answer);

export const test = base.extend<{ mock: ReturnType<typeof backend>; analyticsAnswer: AnalyticsAnswer }>({
  // A returning shopper who said no: the question stays away and nothing is recorded, unless a test asks.
  analyticsAnswer: ['denied', { option: true }],
  // The worker's own preview server and backend (playwright.config.ts).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its pattern
  baseURL: async ({}, use, testInfo) => use(e2eOrigin(testInfo.parallelIndex)),
  // Every test runs under the preview's Content-Security-Policy: anything it refuses fails the test.
  page: async ({ page, analyticsAnswer }, use) => {
    if (analyticsAnswer !== 'unanswered') await storeAnalyticsAnswer(page, analyticsAnswer);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
  // Every test starts from the seed, whether it names the fixture or not: a test that counts the seed's companies
  // once saw the one another test on its worker had created.
  mock: [
    async ({ request }, use) => {
      const mock = backend(request);
      await mock.reset();
      await use(mock);
    },
    { auto: true },
  ],
});

/** Each market's language, by its country path segment. */
const marketLanguages: Record<string, string> = {
  se: 'sv',
  no: 'nb',
  dk: 'da',
  fi: 'fi',
  de: 'de',
  gb: 'en',
};

export interface GivenCart {
  /** The market's country path segment (default 'se'). */
  market?: string;
  /** Default: the consumer store group. */
  storeGroupId?: 'sg-consumer' | 'sg-b2b';
  /** Default: one black T-shirt, size S. */
  items?: { productVariantId: string; quantity?: number }[];
  /** Where the cart token cookie is set; default the worker's origin (no page has to be opened first). */
  url?: string;
}

/** A cart on the backend and its token in the cart token cookie, as the app keeps it after a first add. */
export async function givenCart(page: Page, cart: GivenCart = {}) {
  const {
    market = 'se',
    storeGroupId = 'sg-consumer',
    items = [{ productVariantId: 'v-ts-1001-black-s' }],
  } = cart;
  const started = await page.request.post('/shopper/sessions/start', {
    data: { storeGroupId, countryCode: market.toUpperCase(), languageCode: marketLanguages[market] },
  });
  const { token } = (await started.json()) as { token: string };
  for (const { productVariantId, quantity = 1 } of items) {
    const added = await page.request.post('/shopper/sessions/items', {
      data: { productVariantId, quantity },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(added.ok(), productVariantId).toBe(true);
  }
  await page.context().addCookies([{ name: 'cartToken', value: token, url: cart.url ?? workerOrigin() }]);
  return token;
}

/**
 * Holds a script's requests back, as a slow network would, until the test has pressed or focused (the returned
 * function releases them): a held script cannot arrive first, however long the press takes on a busy machine.
 */
export async function holdScript(page: Page, glob: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Fills and sends the login form that the page shows. */
export async function logIn(page: Page, email: string, password = 'Statefront1!') {
  const form = page.getByRole('region', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Lösenord').fill(password);
  await form.getByRole('button', { name: 'Logga in' }).click();
}

/** The origin of the running test's worker (its own preview server and backend). */
export const workerOrigin = () => e2eOrigin(test.info().parallelIndex);

/**
 * Signed in without the login page: the backend's token in the user token cookie, as the login page keeps it.
 * The tests of the login itself (account.spec.ts, the login's paths) sign in through the page; any other test
 * starts from this stored session (a login through the page costs seconds).
 */
export async function givenSignedIn(page: Page, email: string, url = workerOrigin()) {
  const response = await page.request.post('/api/enad/login/', { data: { email, password: 'Statefront1!' } });
  expect(response.ok(), email).toBe(true);
  const { access_token } = (await response.json()) as { access_token: string };
  await page.context().addCookies([{ name: 'userToken', value: access_token, url }]);
}

/** Opens an account page signed in (a stored session, not the login page). */
export async function openSignedIn(page: Page, path: string, email: string) {
  await givenSignedIn(page, email);
  await page.goto(path);
}

export { expect };

/**
 * Picks an option of the open list box with the keyboard, as a user may. A click scrolls the page to the
 * option first, and react-aria closes a popover when the page scrolls: the click then lands on nothing.
 */
export async function pickOption(page: Page, name: string, { exact = false } = {}) {
  const option = page.getByRole('option', { name, exact });
  await expect(option).toBeVisible();
  for (let step = 0; step < 100 && (await option.getAttribute('data-focused')) !== 'true'; step++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
}
