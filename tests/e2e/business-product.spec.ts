// A business buyer opens a business-only product (decision 046): from the home's grid and from a cart line, its
// page shows, rendered in the browser (no prerendered page), at the buyer's business price. It showed the error
// page: the product was asked for in the market's consumer store group, which does not sell it.
import type { Page } from '@playwright/test';
import { expect, givenCart, givenSignedIn, test } from './fixtures';

interface StoredProduct {
  slug: string;
  product_name: string;
  storeGroupIds: string[];
  variants: { id: string; prices: Record<string, Record<string, { sale: number }>> }[];
}

/** Swedish kronor as the shop writes them: groups of three digits, any space between. */
const kronor = (minor: number) =>
  new RegExp(
    `^${String(Math.round(minor / 100))
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
      .replaceAll(' ', '\\s')}\\skr$`,
  );

const vestSlug = 'hi-vis-safety-vest';

async function theVest(mock: { data: <T>(collection: string) => Promise<T> }) {
  const vest = (await mock.data<StoredProduct[]>('products')).find((product) => product.slug === vestSlug)!;
  expect(vest.storeGroupIds).toEqual(['sg-b2b']);
  return vest;
}

/** The product page at the business price of its first variant (black/yellow S), never the error page. */
async function expectBusinessPage(page: Page, vest: StoredProduct) {
  await expect(page).toHaveURL(new RegExp(`/se/p/${vestSlug}/$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: vest.product_name })).toBeVisible();
  await expect(main.getByText(kronor(vest.variants[0]!.prices['sg-b2b']!.SE!.sale))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Lägg i varukorgen' })).toBeEnabled();
}

test.describe("a business buyer's business-only product", () => {
  test('opens from the home grid at the business price', async ({ page, baseURL, mock }) => {
    const vest = await theVest(mock);
    await givenSignedIn(page, 'buyer@acme.test', new URL('/', baseURL).href);
    await page.goto('/se/');
    // The business grid has arrived once it lists the business-only product.
    const card = page
      .getByRole('region', { name: 'Produkter' })
      .getByRole('link', { name: vest.product_name, exact: true });
    await card.click();
    await expectBusinessPage(page, vest);
  });

  test('opens from a cart line at the business price, and reloads', async ({ page, baseURL, mock }) => {
    const vest = await theVest(mock);
    await givenCart(page, { storeGroupId: 'sg-b2b', items: [{ productVariantId: vest.variants[0]!.id }] });
    await givenSignedIn(page, 'buyer@acme.test', new URL('/', baseURL).href);
    await page.goto('/se/terms/');
    await page
      .getByRole('navigation', { name: 'Huvudmeny' })
      .getByRole('button', { name: 'Varukorg, 1 vara' })
      .click();
    const cart = page.getByRole('dialog', { name: 'Varukorg' });
    await cart.getByRole('link', { name: new RegExp(vest.product_name) }).click();
    await expectBusinessPage(page, vest);
    // Opened afresh (no prerendered page): rendered in the browser for the buyer, not the error page.
    await page.reload();
    await expectBusinessPage(page, vest);
  });
});
