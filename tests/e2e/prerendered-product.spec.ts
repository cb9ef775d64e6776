// Product pages are prerendered (decision 039): the name and image are in the HTML as served, the price and stock
// lines wait for the app, which shows the live price (never the build's) and adds to the cart.
import { expect, test } from './fixtures';

const path = '/se/p/classic-organic-tee/';
const name = 'Classic Organic Tee';
/** A price or a stock line as the page writes them in Swedish. */
const priceOrStock = /\d\s*kr|I lager|Slut i lager/;

test('the page as served has the name and image, and no price or stock before the app runs', async ({
  request,
  browser,
  baseURL,
}) => {
  const html = await (await request.get(path)).text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="prerendered-data"'));
  expect(root).toContain(`>${name}</h1>`);
  expect(root).toMatch(new RegExp(`<img [^>]*alt="${name}"[^>]*fetchPriority="high"`));
  expect(html).toMatch(/<link rel="preload" as="image" [^>]*fetchPriority="high"/);
  expect(root).not.toMatch(priceOrStock);
  // A business-only product is not prerendered: the shell, rendered in the browser.
  expect(await (await request.get('/se/p/hi-vis-safety-vest/')).text()).not.toContain('prerendered-data');

  // Without its JavaScript the page stays as it is before hydration.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.getByRole('main').getByText('Laddar…')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(priceOrStock);
  await expect(page.getByRole('button', { name: 'Lägg i varukorgen' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'M' })).toBeDisabled();
  await context.close();
});

test('after hydration the page shows the live price, not the build’s, and adds to the cart', async ({
  page,
  mock,
}) => {
  // Built at 199 kr; the price changes after the build.
  const changed = await mock.price('v-ts-1001-black-s', {
    storeGroupId: 'sg-consumer',
    country: 'SE',
    base: 24900,
    sale: 24900,
  });
  expect(changed.ok()).toBe(true);
  // Marks the heading that the browser parsed from the HTML: after hydration the app still shows that very node.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      (heading as HTMLElement & { parsed?: boolean }).parsed = true;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.getByText('249 kr', { exact: true })).toBeVisible();
  await expect(page.getByText('199 kr')).toHaveCount(0);
  await expect(page.getByText(/^I lager \(\d+ st\)$/)).toBeVisible();
  expect(await page.getByRole('heading', { level: 1, name }).evaluate((node) => 'parsed' in node)).toBe(true);
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByText(`${name} lades i varukorgen.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value;
  const session = await page.request.get('/shopper/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { cart } = (await session.json()) as {
    cart: { items: { productVariantId: string; salePriceAmount: number }[] };
  };
  expect(cart.items).toEqual([
    expect.objectContaining({ productVariantId: 'v-ts-1001-black-s', salePriceAmount: 24900 }),
  ]);
  expect(errors, 'errors, hydration mismatches among them').toEqual([]);
});
