// CLS 0 on the key pages (issue 18, decision 033): at a phone's width, where the checkout's summary and voucher
// panel sit above the provider's frame and the order list's rows stack, nothing the page has shown moves while
// its data and its lazily loaded parts arrive. Chromium reports every layout shift (`layout-shift` entries).
import type { Page } from '@playwright/test';
import { expect, givenCart, givenSignedIn, test } from './fixtures';

/** Every layout shift of the page's load, summed (none caused by input: the test does not touch the page). */
const recordShifts = `window.layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (!entry.hadRecentInput)
      window.layoutShifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => source.node?.nodeName + ' ' + (source.node?.textContent ?? '').slice(0, 40)),
      });
}).observe({ type: 'layout-shift', buffered: true });`;

/**
 * The page's first heading as the HTML brought it, and every main heading shown while the page loads: a
 * prerendered shell is hydrated (the same node stays), never replaced, and shows no other page meanwhile.
 */
const recordHeadings = `window.headingsShown = [];
new MutationObserver(() => {
  const heading = document.querySelector('main h1');
  window.servedHeading ??= heading;
  const text = heading?.textContent;
  if (text && window.headingsShown.at(-1) !== text) window.headingsShown.push(text);
}).observe(document, { childList: true, subtree: true, characterData: true });`;

interface Recorded {
  servedHeading?: Element;
  headingsShown: string[];
}

/** The headings shown, and whether the served heading is still the one in the page (hydrated, not replaced). */
const headingsOf = (page: Page) =>
  page.evaluate(() => {
    const recorded = window as unknown as Recorded;
    return {
      shown: recorded.headingsShown,
      hydrated: recorded.servedHeading === document.querySelector('main h1'),
    };
  });

const shiftsOf = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );

test.use({ viewport: { width: 412, height: 823 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordShifts);
  await page.addInitScript(recordHeadings);
});

test('the checkout does not move while its summary, voucher panel and provider arrive', async ({
  page,
  baseURL,
  mock: _fresh,
}) => {
  await givenCart(page, {
    url: new URL('/', baseURL).href,
    items: [{ productVariantId: 'v-ts-1001-black-s' }, { productVariantId: 'v-ts-1001-black-m' }],
  });
  await page.goto('/se/checkout/');
  await expect(page.locator('iframe')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Presentkort', exact: true })).toBeVisible();
  // The shopper's lines, filled into the prerendered shell (decision 040).
  await expect(page.getByRole('complementary', { name: 'Din order' })).toContainText('Classic Organic Tee');
  await page.waitForLoadState('networkidle');
  expect(await shiftsOf(page)).toEqual([]);
  expect(await headingsOf(page)).toEqual({ shown: ['Kassa'], hydrated: true });
});

test('the signed-in order list does not move while its rows and their buttons arrive', async ({
  page,
  baseURL,
  mock: _fresh,
}) => {
  // A user of two companies (the chooser), granted approver at Acme AB so the rows have their decisions (issue 33).
  const login = await page.request.post(new URL('/api/enad/login/', baseURL).href, {
    data: { email: 'admin@acme.test', password: 'Statefront1!' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const granted = await page.request.post(new URL('/api/enad/set-organisation-approver/', baseURL).href, {
    data: { company_id: 'c-acme-ab', user_id: 'u-oskar-sandberg', approver: true },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(granted.status()).toBe(200);
  await givenSignedIn(page, 'multi@statefront.test', new URL('/', baseURL).href);
  await page.goto('/my-account/orders/');
  await expect(page.getByRole('button', { name: 'Godkänn' }).first()).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Beställ order .* igen$/ }).first()).toBeEnabled();
  await expect(page.getByRole('rowheader').first()).toHaveText(/^SF-\d+$/);
  await page.waitForLoadState('networkidle');
  expect(await shiftsOf(page)).toEqual([]);
  // Hydrated from the prerendered shell (decision 040), and never the login page in between.
  expect(await headingsOf(page)).toEqual({ shown: ['Mina ordrar'], hydrated: true });
});

test('the prerendered login page does not move when the app takes it over', async ({ page }) => {
  await page.goto('/login/');
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await shiftsOf(page)).toEqual([]);
  expect((await headingsOf(page)).hydrated).toBe(true);
});

test('the prerendered product page does not move when the app takes it over and its price arrives', async ({
  page,
}) => {
  await page.goto('/se/p/classic-organic-tee/');
  await expect(page.getByText(/^I lager \(\d+ st\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lägg till i önskelistan' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(await shiftsOf(page)).toEqual([]);
});
