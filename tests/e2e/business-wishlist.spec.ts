// A business buyer's wishlist at business prices (issue 30, item 3): the header's panel and the favourites page
// read the wishlist's products in the buyer's store group. They showed the consumer prices (and no business-only
// product): the products were asked for in the market's consumer store group.
import type { Locator } from '@playwright/test';
import { expect, givenSignedIn, test } from './fixtures';

interface StoredProduct {
  product_number: string;
  product_name: string;
  storeGroupIds: string[];
  variants: { prices: Record<string, Record<string, { sale: number }>> }[];
}

/** Swedish kronor as the shop writes them: groups of three digits, any space between. */
const kronor = (minor: number) =>
  new RegExp(
    `^${String(Math.round(minor / 100))
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
      .replaceAll(' ', '\\s')}\\skr$`,
  );

/** The wishlist's rows: the tee at its business price (not the consumer one), and the business-only vest. */
async function expectBusinessPrices(list: Locator, tee: StoredProduct, vest: StoredProduct) {
  const teeRow = list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('link', { name: tee.product_name }) });
  const prices = tee.variants[0]!.prices;
  await expect(teeRow.getByText(kronor(prices['sg-b2b']!.SE!.sale))).toBeVisible();
  await expect(teeRow.getByText(kronor(prices['sg-consumer']!.SE!.sale))).toHaveCount(0);
  const vestRow = list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('link', { name: vest.product_name }) });
  await expect(vestRow.getByText(kronor(vest.variants[0]!.prices['sg-b2b']!.SE!.sale))).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
}

test('a business buyer sees the wishlist at business prices in the panel and on the favourites page', async ({
  page,
  baseURL,
  mock,
}) => {
  const products = await mock.data<StoredProduct[]>('products');
  const tee = products.find((product) => product.product_number === 'TS-1001')!;
  const vest = products.find((product) => product.storeGroupIds.join() === 'sg-b2b')!;
  expect(tee.variants[0]!.prices['sg-b2b']!.SE!.sale).not.toBe(
    tee.variants[0]!.prices['sg-consumer']!.SE!.sale,
  );
  await givenSignedIn(page, 'buyer@acme.test', new URL('/', baseURL).href);
  await page.goto('/se/terms/');
  await page.evaluate(
    (entries) => localStorage.setItem('enad_wishlist', JSON.stringify(entries)),
    [tee.product_number, vest.product_number],
  );

  await page.getByRole('button', { name: 'Önskelista', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Önskelista' });
  await expectBusinessPrices(panel, tee, vest);

  await panel.getByRole('link', { name: 'Visa alla favoriter' }).click();
  await expect(page).toHaveURL(/\/se\/favorites\/$/);
  await expectBusinessPrices(page.getByRole('region', { name: 'Önskelista' }), tee, vest);
  // Opened afresh: the page's loader reads the list in the buyer's store group too.
  await page.reload();
  await expectBusinessPrices(page.getByRole('region', { name: 'Önskelista' }), tee, vest);
});
