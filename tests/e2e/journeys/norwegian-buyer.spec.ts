// A business buyer of another market than Sweden, across login, cart and payment (issue 30, decision 045): the
// account pages follow the market the shopper chose, the login takes the user's market, the cart stays in it, and
// a logout leads back to the market's home.
import { expect, test } from '../fixtures';
import { widget } from '../provider-page';

test('a Norwegian business buyer from /no/ logs in on a Norwegian page, keeps the cart in NO at NOK business prices and pays', async ({
  page,
  mock,
}) => {
  const header = page.getByRole('navigation', { name: 'Huvudmeny' }).or(page.getByRole('banner'));
  await page.goto('/no/produkt/classic-organic-tee/');
  await page.getByRole('button', { name: 'Legg i handlekurven' }).click();
  await expect(page.getByRole('button', { name: 'Handlekurv, 1 vare' })).toBeVisible();

  // The login page is in the market the shopper chose: Norwegian.
  await header.getByRole('link', { name: 'Logg inn' }).click();
  const form = page.getByRole('region', { name: 'Logg inn' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await form.getByLabel('E-post').fill('kari.haugen@fjellvang.test');
  await form.getByLabel('Passord').fill('Statefront1!');
  await form.getByRole('button', { name: 'Logg inn' }).click();
  await expect(page).toHaveURL(/\/my-account\/overview\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Min konto/);

  // The cart was rebuilt in Norway, in the B2B store group, at its NOK prices.
  const keptCart = async () => {
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value;
    const answer = await page.request.get('/shopper/sessions', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (
      (await answer.json()) as {
        cart?: {
          countryCode: string;
          currencyCode: string;
          storeGroupId: string;
          items: { productVariantId: string; salePriceAmount: number }[];
        };
      }
    ).cart;
  };
  await expect.poll(async () => (await keptCart())?.storeGroupId).toBe('sg-b2b');
  const cart = await keptCart();
  expect(cart).toMatchObject({ countryCode: 'NO', currencyCode: 'NOK' });
  expect(cart?.items.map((line) => line.productVariantId)).toEqual(['v-ts-1001-black-s']);
  const prices = (await (
    await page.request.get('/shopper/prices/product-parents/p-ts-1001/store-groups/sg-b2b/markets/NO')
  ).json()) as { data: { productVariantId: string; salePriceAmount: number }[] };
  const business = prices.data.find((price) => price.productVariantId === 'v-ts-1001-black-s');
  expect(cart?.items[0]?.salePriceAmount).toBe(business?.salePriceAmount);

  // And pays for the company in the Norwegian checkout.
  await page.goto('/no/checkout/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await widget(page).locator('button[data-outcome="paid"]').click();
  const confirmation = page.getByText(/Ordrenummer: SF-2\d+/);
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.textContent())?.match(/SF-2\d+/)?.[0];
  const orders =
    await mock.data<
      { orderRef: string; organisation_number?: string; currencyCode?: string; countryCode?: string }[]
    >('orders');
  const order = orders.find((entry) => entry.orderRef === reference);
  expect(order?.organisation_number).toBe('912345688');

  // A logout in the same tab leads to the Norwegian home, in Norwegian: the chosen market outlives it.
  await page.goto('/my-account/overview/');
  await page.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page).toHaveURL(/\/no\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(header.getByRole('link', { name: 'Logg inn' })).toBeVisible();
});
