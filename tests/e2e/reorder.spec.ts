// Reorder (issue 19): every line of an earlier order into the current cart at today's prices; lines that
// cannot be bought today are listed in the cart panel the buyer lands on, not dropped in silence.
import type { Page } from '@playwright/test';
import { expect, givenCart, givenSignedIn, test } from './fixtures';
import { fillProvider, shopperPaying, widget } from './provider-page';

interface StoredProduct {
  variants: { id: string; prices: Record<string, Record<string, { sale: number }>> }[];
}

const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Varukorg' });
/** Swedish kronor as the shop writes them: groups of three digits, any space between. */
const kronor = (minor: number) =>
  new RegExp(
    `${String(Math.round(minor / 100))
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
      .replaceAll(' ', '\\s')}\\skr`,
  );

test.describe('reorder', () => {
  test('from the order page, with one line sold out since', async ({ page, baseURL, mock }) => {
    // SF-100102: 10 HD-2001-BLACK-L and 10 HD-2001-NAVY-M; the navy one has sold out since.
    expect((await mock.stock('v-hd-2001-navy-m', 0)).ok()).toBe(true);
    await givenSignedIn(page, 'buyer@acme.test', new URL('/', baseURL).href);
    await page.goto('/my-account/orders/o-2/');
    await expect(page.getByRole('heading', { level: 1, name: 'Order SF-100102' })).toBeVisible();
    await page.getByRole('button', { name: 'Beställ order SF-100102 igen' }).click();

    const panel = cartPanel(page);
    await expect(panel).toBeVisible();
    const notice = panel.getByRole('alert');
    await expect(notice).toContainText('1 rad kunde inte läggas i varukorgen:');
    await expect(notice).toContainText('(HD-2001-NAVY-M): Slut i lager.');
    const lines = panel.getByRole('list', { name: 'Varor i varukorgen' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByLabel('10 st')).toBeVisible();
    // Today's price at the buyer's (B2B) store group.
    const products = await mock.data<StoredProduct[]>('products');
    const black = products
      .flatMap((product) => product.variants)
      .find((variant) => variant.id === 'v-hd-2001-black-l')!;
    await expect(lines.first()).toContainText(kronor(black.prices['sg-b2b']!.SE!.sale * 10));
  });

  test('from a row of the order list, every line added', async ({ page, baseURL, mock: _fresh }) => {
    await givenSignedIn(page, 'buyer@acme.test', new URL('/', baseURL).href);
    await page.goto('/my-account/orders/?q=SF-100109');
    await page.getByRole('table').getByRole('button', { name: 'Beställ order SF-100109 igen' }).click();
    const panel = cartPanel(page);
    await expect(panel.getByRole('list', { name: 'Varor i varukorgen' })).toContainText('Welcome Kit');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(
      page
        .getByRole('navigation', { name: 'Huvudmeny' })
        .getByRole('button', { name: /^Varukorg, \d+ varor$/ }),
    ).toBeVisible();
  });

  test('an order placed in the shop is ordered again: the cart has its lines, the kit with its gift box once (issue 32, item 15)', async ({
    page,
    mock,
  }) => {
    await givenSignedIn(page, 'consumer@statefront.test');
    // The Welcome Kit brings its gift box as a line of its own.
    await givenCart(page, { items: [{ productVariantId: 'v-kit-1' }] });
    await page.goto('/se/checkout/');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await fillProvider(page, shopperPaying('consumer@statefront.test'));
    await widget(page).locator('button[data-outcome="paid"]').click();
    const reference = page.getByText(/^Ordernummer: SF-2\d+$/);
    await expect(reference).toBeVisible();
    const orderRef = ((await reference.textContent()) ?? '').replace('Ordernummer: ', '');
    const placed = (await mock.data<{ id: string; orderRef: string }[]>('orders')).find(
      (order) => order.orderRef === orderRef,
    )!;

    await page.goto(`/my-account/orders/${placed.id}/`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderRef}` })).toBeVisible();
    await page.getByRole('button', { name: `Beställ order ${orderRef} igen` }).click();
    const panel = cartPanel(page);
    await expect(panel).toBeVisible();
    const lines = panel.getByRole('list', { name: 'Varor i varukorgen' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Welcome Kit');
    await expect(lines.last()).toContainText('Kraft Gift Box');
    for (const line of await lines.all()) await expect(line.getByLabel('1 st')).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });
});
