// How the checkout machine's paths are played in the browser: a Swedish consumer with two lines in the cart
// (the sold-out scenario's variant and another) opens /se/checkout/. The cart each loadCart outcome reads is
// arranged in the backend (lines removed through the shopper API, the payment providers the cart offers
// through the mock control API); the provider is Klarna's hosted page in its iframe, where the shopper pays,
// is declined or cancels; a cart change in the cart panel restarts the checkout. What the view shows is
// checked against the model's context after the path so far and against what the backend holds.
//
// Two outcomes are produced by the player rather than by the backend, as for every machine: an actor's error
// is the scenario's error answered with status 500. So 'Session not found or expired' reaches the app as a
// 500 (the real backend answers a 401, which the app treats as no cart at all: the `empty` state), and the
// sold-out error of checkout/start lists the scenario's variant without its stock being sold out.
import { expect, type Page } from '@playwright/test';
import {
  type CheckoutCart,
  type CheckoutProviderContext,
  checkoutProviderMachine,
} from '../../../machines/checkout-provider/checkout-provider.machine';
import type { Cart } from '../../../openapi/types';
import { givenCart } from '../fixtures';
import { fillProvider, shopperPaying, widget } from '../provider-page';
import { type BrowserFlowAdapter, type BrowserStepContext, modelSnapshotAt, stepsSoFar } from './play-path';

const texts = {
  loading: 'Kassan laddas…',
  empty: 'Din varukorg är tom.',
  backToShop: 'Fortsätt handla',
  capabilitiesUnavailable: 'Betalsätt är inte tillgängliga. Det går inte att gå vidare till kassan.',
  noProvider: 'Det finns inget lämpligt betalsätt.',
  unexpected: 'Ett oväntat fel inträffade i kassan.',
  reload: 'Ladda om',
  soldOutTitle: 'Slut i lager',
  soldOut: (items: string) => `${items} är slutsålt och har tagits bort från varukorgen.`,
  paymentFailed: 'Betalningen genomfördes inte. Försök igen.',
  paymentCancelled: 'Du avbröt betalningen.',
};

/** What the shopper types in Klarna's page (the phone is mandatory there). */
const customer = shopperPaying('sara.flow@example.se');

const main = (page: Page) => page.getByRole('main');
const loading = (page: Page) => main(page).getByText(texts.loading, { exact: true });
const frameElement = (page: Page) => main(page).locator('iframe');
const outcomeButton = (page: Page, outcome: 'paid' | 'failed' | 'cancelled') =>
  widget(page).locator(`button[data-outcome="${outcome}"]`);
/** React Aria's toast region, named by its count ('1 meddelande.'). */
const toasts = (page: Page) => page.getByRole('region', { name: /^\d+ meddelanden?\.$/ });
const cartButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('button', { name: /^Varukorg/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Varukorg' });

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((entry) => entry.name === name)?.value;

/** The model's context after the path so far. */
const expected = (context: Pick<BrowserStepContext, 'path' | 'step'>) =>
  modelSnapshotAt(checkoutProviderMachine, context).context as CheckoutProviderContext;

/** The session's cart as the backend holds it (read past the page, so no held call is involved). */
async function storedCart(page: Page): Promise<Cart> {
  const token = await cookie(page, 'cartToken');
  const response = await page.request.get('/shopper/sessions', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { cart: Cart }).cart;
}

/** How many times the path so far entered `failed`: each time leaves its toast, which stays (it has Reload). */
const failures = (context: BrowserStepContext) =>
  stepsSoFar(context).filter((step) => step.states.some((id) => id.endsWith('.failed'))).length;

async function expectNoCheckoutToken(page: Page) {
  expect(await cookie(page, 'checkoutToken')).toBeUndefined();
}

export const checkoutProviderAdapter: BrowserFlowAdapter = {
  url: '/se/checkout/',
  actorRoutes: {
    loadCart: 'GET /shopper/sessions',
    startProvider: ['POST /shopper/sessions/checkout/start', 'POST /shopper-kco/orders'],
    removeSoldOut: 'DELETE /shopper/sessions/items/{id}',
  },
  // A Swedish consumer cart (Klarna before Walley) with the scenario's sold-out variant and another line.
  prepare: async ({ page, baseURL }) => {
    await givenCart(page, {
      items: [{ productVariantId: 'v-ts-1001-black-s' }, { productVariantId: 'v-mg-6001-white' }],
      url: baseURL,
    });
  },
  ready: async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Kassa' })).toBeVisible();
  },
  // A cart change while the checkout shows an empty cart: every add is on another page of the tab, and the cart
  // panel and the voucher panel have nothing to change (the model test plays it).
  modelOnly: (step, before) =>
    before.states.some((id) => id.endsWith('.empty')) &&
    (step.event?.type === 'checkout.restart' || step.event?.type === 'checkout.itemAdded')
      ? 'no cart change can be made in the tab while its checkout shows an empty cart'
      : null,
  // The cart the held loadCart call will read: its lines and the payment providers it offers.
  arrangeOutcome: async (event, { page, mock }) => {
    if (event.type !== 'xstate.done.actor.loadCart') return;
    const wanted = event.output as CheckoutCart;
    const token = (await cookie(page, 'cartToken'))!;
    if (wanted.itemCount === 0)
      for (const line of (await storedCart(page)).items)
        expect(
          (
            await page.request.delete(`/shopper/sessions/items/${line.id}`, {
              headers: { authorization: `Bearer ${token}` },
            })
          ).ok(),
        ).toBe(true);
    // A non-empty cart: the scenario's count stands for "some lines" (the guards only ask whether it is 0).
    else expect((await storedCart(page)).items.length).toBeGreaterThan(0);
    expect((await mock.paymentProviders(token, wanted.paymentProviders)).ok()).toBe(true);
  },
  events: {
    'checkout.paid': async (_event, { page }) => {
      await fillProvider(page, customer);
      await outcomeButton(page, 'paid').click();
    },
    'checkout.paymentFailed': async (_event, { page }) => {
      await fillProvider(page, customer);
      await outcomeButton(page, 'failed').click();
    },
    'checkout.cancelled': async (_event, { page }) => {
      await outcomeButton(page, 'cancelled').click();
    },
    // The shopper changes the cart with a discount code (applied, or removed when it is on): no add.
    'checkout.restart': async (_event, { page }) => {
      const vouchers = page.getByRole('region', { name: 'Rabattkoder och presentkort' });
      const remove = vouchers.getByRole('button', { name: 'Ta bort rabattkoden WELCOME10' });
      if (await remove.isVisible()) await remove.click();
      else {
        const field = vouchers.getByRole('textbox', { name: 'Rabattkod' });
        if (!(await field.isVisible())) await vouchers.getByRole('button', { name: 'Rabattkod' }).click();
        await field.fill('WELCOME10');
        await vouchers.getByRole('button', { name: 'Använd' }).click();
      }
    },
    // An add in the checkout: one more of the first line in the cart panel.
    'checkout.itemAdded': async (_event, { page }) => {
      const before = (await storedCart(page)).items.reduce((sum, line) => sum + line.quantity, 0);
      await cartButton(page).click();
      await cartDialog(page)
        .getByRole('button', { name: /^Öka antal/ })
        .first()
        .click();
      await expect(cartButton(page)).toHaveAccessibleName(`Varukorg, ${before + 1} varor`);
      await cartDialog(page).getByRole('button', { name: 'Stäng' }).first().click();
      await expect(cartDialog(page)).toHaveCount(0);
    },
    'checkout.retry': async (_event, { page }) => {
      await main(page).getByRole('button', { name: texts.reload }).click();
    },
  },
  states: {
    loadingCart: async ({ page }) => {
      await expect(loading(page)).toBeVisible();
      await expect(frameElement(page)).toHaveCount(0);
      await expect(main(page).getByRole('alert')).toHaveCount(0);
    },
    starting: async ({ page }) => {
      await expect(loading(page)).toBeVisible();
      await expect(frameElement(page)).toHaveCount(0);
      await expect(main(page).getByRole('alert')).toHaveCount(0);
    },
    removingSoldOut: async (context) => {
      const { page } = context;
      await expect(loading(page)).toBeVisible();
      await expectNoCheckoutToken(page);
      // The removal is still on its way: the backend holds the sold-out lines, which the toast names.
      const { soldOut } = expected(context);
      const lines = (await storedCart(page)).items.filter((line) => soldOut.includes(line.productVariantId));
      expect(lines.length).toBeGreaterThan(0);
      const names = [...new Set(lines.map((line) => line.displayName ?? line.name))].join(', ');
      await expect(toasts(page).getByText(texts.soldOutTitle, { exact: true })).toBeVisible();
      await expect(toasts(page).getByText(texts.soldOut(names), { exact: true })).toBeVisible();
    },
    ready: async (context) => {
      const { page } = context;
      await expect(loading(page)).toHaveCount(0);
      await expect(frameElement(page)).toHaveAttribute('title', 'Betalning med KlarnaCheckout');
      await expect(frameElement(page)).toHaveAttribute(
        'src',
        /^https?:\/\/[^/]+\/shopper-widgets\/klarna\/co-[\w-]+\?lang=sv$/,
      );
      await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
      expect(await cookie(page, 'checkoutToken')).toMatch(/^chk-/);
      // The summary shows the cart the checkout pays.
      const cart = await storedCart(page);
      await expect(page.getByRole('complementary').getByRole('listitem')).toHaveCount(cart.items.length);
      const { payment } = expected(context);
      await expect(main(page).getByText(texts.paymentFailed, { exact: true })).toHaveCount(
        payment === 'failed' ? 1 : 0,
      );
      await expect(main(page).getByText(texts.paymentCancelled, { exact: true })).toHaveCount(
        payment === 'cancelled' ? 1 : 0,
      );
    },
    paid: async ({ page, mock }) => {
      await expect(page).toHaveURL(/\/se\/checkout\/confirmation\/\?provider=klarna&checkout=co-[\w-]+$/);
      const reference = page.getByText(/^Ordernummer: SF-2\d+$/);
      await expect(reference).toBeVisible();
      // One order, for what the shopper typed in the widget, under the reference shown.
      const orders = await mock.data<{ orderRef: string; email: string }[]>('orders');
      const placed = orders.filter((order) => order.email === customer.email);
      expect(placed).toHaveLength(1);
      await expect(reference).toHaveText(`Ordernummer: ${placed[0]!.orderRef}`);
      await expect.poll(() => cookie(page, 'checkoutToken')).toBeUndefined();
    },
    empty: async ({ page }) => {
      await expect(main(page).getByText(texts.empty, { exact: true })).toBeVisible();
      await expect(main(page).getByRole('link', { name: texts.backToShop })).toHaveAttribute('href', '/se/');
      await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 0 varor');
      await expect(frameElement(page)).toHaveCount(0);
    },
    unavailable: async (context) => {
      const { page } = context;
      const { errorKey } = expected(context);
      await expect(main(page).getByRole('alert')).toHaveText(
        errorKey === 'noProvider' ? texts.noProvider : texts.capabilitiesUnavailable,
      );
      await expect(frameElement(page)).toHaveCount(0);
      await expectNoCheckoutToken(page);
    },
    failed: async (context) => {
      const { page } = context;
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(texts.unexpected);
      await expect(alert.getByRole('button', { name: texts.reload })).toBeVisible();
      await expect(frameElement(page)).toHaveCount(0);
      await expect(loading(page)).toHaveCount(0);
      // A toast with Reload for each time the path failed (they stay until closed).
      await expect(toasts(page).getByText(texts.unexpected, { exact: true })).toHaveCount(failures(context));
      await expectNoCheckoutToken(page);
    },
  },
};
