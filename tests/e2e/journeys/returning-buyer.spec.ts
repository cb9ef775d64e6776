// Journey: a business buyer who is still signed in from an earlier visit (the user token cookie, no cart)
// opens the shop: business prices, and the order goes out for their company, from a fresh backend to what it
// stored. The login page is not on this path: the session learns of the user when it starts.

import type { Page } from '@playwright/test';
import { card, companyChooser, sessionCompany } from '../business-checkout';
import { expect, givenCart, givenSignedIn, logIn, test } from '../fixtures';
import { fillProvider, shopperPaying, widget } from '../provider-page';

interface StoredOrder {
  orderRef: string;
  user_id?: string;
  organisation_number?: string;
  attributes?: { merchantReference1?: string };
  lines: { productVariantId: string; salePriceAmount: number }[];
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });

/** The live sale price of the tee's first variant in a store group in Sweden, minor units. */
async function livePrice(page: Page, storeGroupId: string) {
  const response = await page.request.get(
    `/shopper/prices/product-parents/p-ts-1001/store-groups/${storeGroupId}/markets/SE`,
  );
  const prices = (await response.json()) as { data: { productVariantId: string; salePriceAmount: number }[] };
  return prices.data[0] as { productVariantId: string; salePriceAmount: number };
}

const kronor = (minor: number) => new RegExp(`^${Math.round(minor / 100)}\\s*kr$`);

/** Opens the tee from the market home, sees its price and adds it. */
async function addTee(page: Page, price: number) {
  await page.goto('/se/p/classic-organic-tee/');
  await expect(page.locator('article').getByText(kronor(price)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
}

/** Pays the checkout shown; the order's reference. */
async function pay(page: Page) {
  await widget(page).locator('button[data-outcome="paid"]').click();
  const confirmation = page.getByText(/Ordernummer: SF-2\d+/);
  await expect(confirmation).toBeVisible();
  return (await confirmation.textContent())?.match(/SF-2\d+/)?.[0] as string;
}

/** What the Acme buyer types in Walley's frame. */
const buyerDetails = {
  givenName: 'Johan',
  familyName: 'Berg',
  telephoneNumber: '+46701234503',
  address: 'Elektravägen 22',
  city: 'Hägersten',
};

/** Opens the checkout, leaves the card as it shows (Acme AB, no choice stored by it) and pays in Walley. */
async function payForAcme(page: Page) {
  await page.goto('/se/checkout/');
  await expect(companyChooser(page)).toHaveValue('Acme AB');
  await expect(card(page).getByRole('status')).toHaveCount(0);
  await fillProvider(page, buyerDetails);
  return pay(page);
}

test.describe('journeys: a buyer signed in from an earlier visit', () => {
  test('buyer@acme.test opens the shop still signed in, adds at business prices and pays for Acme AB', async ({
    page,
    mock,
  }) => {
    const [consumer, business] = [await livePrice(page, 'sg-consumer'), await livePrice(page, 'sg-b2b')];
    expect(business.salePriceAmount).not.toBe(consumer.salePriceAmount);
    await givenSignedIn(page, 'buyer@acme.test');

    await page.goto('/se/');
    await expect(header(page).getByRole('link', { name: 'Logga in' })).toHaveCount(0);
    await addTee(page, business.salePriceAmount);

    const reference = await payForAcme(page);

    const users = await mock.data<{ id: string; email: string }[]>('users');
    const buyer = users.find((user) => user.email === 'buyer@acme.test');
    const order = (await mock.data<StoredOrder[]>('orders')).find((entry) => entry.orderRef === reference);
    expect(order).toMatchObject({
      user_id: buyer?.id,
      organisation_number: '556677-8899',
      attributes: { merchantReference1: '5566778899' },
    });
    expect(order?.lines.map((line) => [line.productVariantId, line.salePriceAmount])).toEqual([
      [business.productVariantId, business.salePriceAmount],
    ]);
  });

  test('the buyer orders again in the same visit: the next cart is for Acme AB too, at business prices', async ({
    page,
    mock,
  }) => {
    const business = await livePrice(page, 'sg-b2b');
    await givenSignedIn(page, 'buyer@acme.test');
    await addTee(page, business.salePriceAmount);
    const first = await payForAcme(page);
    // The paid cart is gone; from the confirmation the buyer shops on inside the app (no page load), and the
    // next add starts a new cart.
    await page.getByRole('link', { name: 'Statefront startsida' }).click();
    await page.getByRole('link', { name: 'Classic Organic Tee' }).first().click();
    await expect(page.locator('article').getByText(kronor(business.salePriceAmount)).first()).toBeVisible();
    await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await header(page).getByRole('button', { name: 'Varukorg, 1 vara' }).click();
    await page.getByRole('dialog', { name: 'Varukorg' }).getByRole('link', { name: 'Till kassan' }).click();
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    await fillProvider(page, buyerDetails);
    const second = await pay(page);
    expect(second).not.toBe(first);

    const orders = await mock.data<StoredOrder[]>('orders');
    for (const reference of [first, second])
      expect(orders.find((entry) => entry.orderRef === reference)).toMatchObject({
        organisation_number: '556677-8899',
        attributes: { merchantReference1: '5566778899' },
        lines: [{ productVariantId: business.productVariantId, salePriceAmount: business.salePriceAmount }],
      });
  });

  test('the buyer logs out and a consumer logs in in the same tab: consumer prices, an order without a company', async ({
    page,
    mock,
  }) => {
    const consumer = await livePrice(page, 'sg-consumer');
    await givenSignedIn(page, 'buyer@acme.test');
    await page.goto('/my-account/overview/');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(header(page).getByRole('link', { name: 'Logga in' })).toBeVisible();

    await header(page).getByRole('link', { name: 'Logga in' }).click();
    await logIn(page, 'consumer@statefront.test');
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    await addTee(page, consumer.salePriceAmount);

    await page.goto('/se/checkout/');
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await expect(card(page)).toHaveCount(0);
    await fillProvider(page, shopperPaying('consumer@statefront.test'));
    const reference = await pay(page);

    const users = await mock.data<{ id: string; email: string }[]>('users');
    const shopper = users.find((user) => user.email === 'consumer@statefront.test');
    const order = (await mock.data<StoredOrder[]>('orders')).find((entry) => entry.orderRef === reference);
    expect(order?.user_id).toBe(shopper?.id);
    expect(order?.organisation_number).toBeUndefined();
    expect(order?.attributes).toBeUndefined();
    expect(order?.lines.map((line) => [line.productVariantId, line.salePriceAmount])).toEqual([
      [consumer.productVariantId, consumer.salePriceAmount],
    ]);
  });

  test('the accounts service cannot be reached when the buyer returns: nothing is lost, and the buyer is signed in once it answers', async ({
    page,
  }) => {
    await givenSignedIn(page, 'buyer@acme.test');
    await givenCart(page, { storeGroupId: 'sg-b2b' });
    // The network fails every time the shop asks whose the token is (a phone between two masts).
    let attempts = 0;
    await page.route('**/api/enad/get-user/', (route) => {
      attempts += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/se/');
    // The shop tried (with its retries) and gave up for now: nobody shown signed in, but nothing removed.
    await expect(header(page).getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Logga in' })).toBeVisible();
    // Asked once, with the shop's three retries on a network failure: not once more by the page's user query.
    expect(attempts).toBe(4);
    const kept = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(kept).toEqual(expect.arrayContaining(['userToken', 'cartToken']));

    // The network is back: the shop asks again by itself, and the buyer is signed in with the cart.
    await page.unroute('**/api/enad/get-user/');
    await expect(header(page).getByRole('link', { name: 'Mitt konto' })).toBeVisible({ timeout: 20_000 });
    await expect(header(page).getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
    // The next thing the buyer does with the cart puts their company on it, as when the user was read at once.
    expect((await sessionCompany(page))?.company).toBeUndefined();
    // In the same page (a new page would read the user as it starts): one more of the line, in the cart's panel.
    await header(page).getByRole('button', { name: 'Varukorg, 1 vara' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Öka antal/ })
      .click();
    await expect(header(page).getByRole('button', { name: 'Varukorg, 2 varor' })).toBeVisible();
    await expect.poll(async () => (await sessionCompany(page))?.company).toMatchObject({ name: 'Acme AB' });
  });
});
