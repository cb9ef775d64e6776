// Journeys across flows: who is shopping where holds from the first add over a login to the order, and a
// logout leaves nothing of the shopper to the next one in the tab.
import type { Page } from '@playwright/test';
import { card, companyChooser, sessionCompany } from '../business-checkout';
import { expect, logIn, test } from '../fixtures';
import { widget } from '../provider-page';

const header = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/** The live sale price of a product's first variant in a store group, in whole kronor. */
async function livePrice(page: Page, storeGroupId: string) {
  const response = await page.request.get(
    `/shopper/prices/product-parents/p-ts-1001/store-groups/${storeGroupId}/markets/SE`,
  );
  const prices = ((await response.json()) as { data: { salePriceAmount: number }[] }).data;
  return Math.round((prices[0]?.salePriceAmount ?? 0) / 100);
}

test.describe('journeys: one shopper session', () => {
  test('an anonymous shopper adds, logs in as buyer@acme.test, sees business prices, adds more and pays for Acme AB', async ({
    page,
    mock,
  }) => {
    const [consumerPrice, businessPrice] = [
      await livePrice(page, 'sg-consumer'),
      await livePrice(page, 'sg-b2b'),
    ];
    expect(businessPrice).not.toBe(consumerPrice);
    await page.goto('/se/p/classic-organic-tee/');
    await expect(
      page
        .locator('article')
        .getByText(new RegExp(`^${consumerPrice}\\s*kr$`))
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();

    await header(page).getByRole('link', { name: 'Logga in' }).click();
    await logIn(page, 'buyer@acme.test');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);

    // The product page asks for the buyer's store group: business prices.
    await page.goto('/se/p/classic-organic-tee/');
    await expect(
      page
        .locator('article')
        .getByText(new RegExp(`^${businessPrice}\\s*kr$`))
        .first(),
    ).toBeVisible();
    await page.locator('label', { hasText: /^M$/ }).first().click();
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    // The earlier line is still there: the add went to the business cart, not a new consumer session.
    await expect(page.getByRole('button', { name: 'Varukorg, 2 varor' })).toBeVisible();
    const attributes = await sessionCompany(page);
    expect(attributes).toMatchObject({ company: { name: 'Acme AB' }, merchantReference1: '5566778899' });

    await page.goto('/se/checkout/');
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    // The buyer's delivery address, chosen in the card, is handed to Walley.
    await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
    await card(page)
      .getByText(/Kontor Göteborg/)
      .click();
    await expect(widget(page).locator('input[name="address"]')).toHaveValue('Kungsportsavenyen 10');
    await widget(page).locator('input[name="telephoneNumber"]').fill('+46701234503');
    await widget(page).locator('button[data-outcome="paid"]').click();
    const confirmation = page.getByText(/Ordernummer: SF-2\d+/);
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.textContent())?.match(/SF-2\d+/)?.[0];
    expect(reference).toBeTruthy();

    const orders =
      await mock.data<{ orderRef: string; organisation_number?: string; lines: unknown[] }[]>('orders');
    const order = orders.find((entry) => entry.orderRef === reference);
    expect(order?.organisation_number).toBe('556677-8899');
    expect(order?.lines).toHaveLength(2);
    // And Acme AB's order list shows it.
    await page.goto('/my-account/orders/');
    await expect(page.getByRole('main')).toContainText(reference as string);
  });

  test('a consumer applies a gift card and logs out; the next shopper in the tab inherits nothing', async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/login/?redirect=/se/p/classic-organic-tee/');
    await logIn(page, 'consumer@statefront.test');
    await expect(page).toHaveURL(/\/se\/p\/classic-organic-tee\/$/);
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
    await page.goto('/se/checkout/');
    const vouchers = page.getByRole('region', { name: 'Rabattkoder och presentkort' });
    await vouchers.getByRole('button', { name: 'Presentkort' }).click();
    await vouchers.getByRole('textbox', { name: 'Presentkortsnummer' }).fill('GC-500');
    await vouchers.getByRole('textbox', { name: 'PIN-kod' }).fill('5678');
    await vouchers.getByRole('button', { name: 'Lägg till presentkort' }).click();
    await expect(vouchers.getByRole('list', { name: 'Aktiva presentkort' })).toContainText('GC-500');

    await page.goto('/my-account/overview/');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(header(page).getByRole('link', { name: 'Logga in' })).toBeVisible();

    // Nothing of the consumer is left: no cookie of theirs, no gift card, no cart.
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    for (const name of ['userToken', 'userId', 'cartToken', 'checkoutToken', 'storeGroupId', 'avardaJwt'])
      expect(names, name).not.toContain(name);
    const stored = await page.evaluate(() => ({
      session: Object.keys(sessionStorage),
      local: Object.keys(localStorage),
    }));
    // (the router keeps its scroll positions there; nothing of the shopper)
    for (const key of ['_giftcard', 'checkoutCustomer', 'shopperCompany'])
      expect(stored.session).not.toContain(key);
    expect(stored.local).not.toContain('incognitoCart');
    await expect(page.getByRole('button', { name: /^Varukorg$|^Varukorg, 0/ })).toBeVisible();

    // The next shopper starts a checkout of their own: no gift card is applied to it.
    await page.goto('/se/p/classic-organic-tee/');
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
    await page.goto('/se/checkout/');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await expect(page.getByRole('complementary')).not.toContainText('GC-500');
  });

  test('a signed-in business buyer changes market SE → NO: the cart follows into the business store group at Norwegian prices', async ({
    page,
    mock: _fresh,
  }) => {
    await page.goto('/login/?redirect=/se/p/classic-organic-tee/');
    await logIn(page, 'buyer@acme.test');
    await expect(page).toHaveURL(/\/se\/p\/classic-organic-tee\/$/);
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();

    await page.getByRole('button', { name: /^Välj marknad/ }).click();
    await page.getByRole('menuitemradio', { name: /^Norge/ }).click();
    await expect(page).toHaveURL(/\/no\/$/);
    await expect(page.getByRole('button', { name: 'Handlekurv, 1 vare' })).toBeVisible();

    // The cart the shop keeps now (its cookie), as the backend holds it.
    const keptCart = async () => {
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value;
      return (
        (await (
          await page.request.get('/shopper/sessions', { headers: { authorization: `Bearer ${token}` } })
        ).json()) as {
          cart: {
            countryCode: string;
            storeGroupId: string;
            items: { productVariantId: string; salePriceAmount: number }[];
          };
        }
      ).cart;
    };
    // The count shows at once; the cart is rebuilt in Norway meanwhile.
    await expect.poll(async () => (await keptCart())?.countryCode).toBe('NO');
    const cart = await keptCart();
    expect(cart).toMatchObject({ countryCode: 'NO', storeGroupId: 'sg-b2b' });
    expect(cart.items.map((line) => line.productVariantId)).toEqual(['v-ts-1001-black-s']);
    const prices = (await (
      await page.request.get('/shopper/prices/product-parents/p-ts-1001/store-groups/sg-b2b/markets/NO')
    ).json()) as { data: { productVariantId: string; salePriceAmount: number }[] };
    const norwegian = prices.data.find((price) => price.productVariantId === 'v-ts-1001-black-s');
    expect(cart.items[0]?.salePriceAmount).toBe(norwegian?.salePriceAmount);
  });
});
