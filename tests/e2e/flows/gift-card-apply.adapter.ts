// How the gift-card apply machine's paths are played in the browser: a Swedish consumer with ten T-shirts in
// the cart (1 990 kr, so GC-500, GC-1000 and one more card all pay part of it) opens /se/checkout/, whose
// checkout is started with the provider of the path's loadCheckout outcome (the cart offers only that one),
// and opens the voucher panel's gift-card section. When the section reads the checkout, GC-500 already pays
// part of it (applied through the API, so a card can be removed from the start) and the scenario's cards are
// kept in the visit's `_giftcard`. A card the seed refuses (GC-EMPTY) is given a balance when the path lets it
// pay. What the section shows is checked against the model's context after the path so far, and the applied
// cards against the checkout the backend holds.
//
// Actor errors are the player's 500s with the scenario's message, as for every machine (a real refusal of a
// card is a 400 with the same message). The delays (300 ms × the card's index, 200 ms before Avarda is synced)
// run on the page's clock, which stands still while the flow is in a state with a delay
// (`manualClock`): meanwhile only what the flow itself renders is checked.
import { type ElementHandle, expect, type Page } from '@playwright/test';
import {
  type GiftCardApplyContext,
  type GiftCardCheckout,
  giftCardApplyMachine,
} from '../../../machines/gift-card-apply/gift-card-apply.machine';
import type { FlowPath } from '../../../src/features/flows/flow-paths';
import { providerSyncRoutes } from '../../support/provider-routes';
import { giftCardMessages, voucherPanelTexts as texts } from '../../support/view-texts';
import { givenCart } from '../fixtures';
import { type BrowserFlowAdapter, type BrowserStepContext, modelSnapshotAt, stepsSoFar } from './play-path';

/** The card GC-500 pays part of every checkout that is read (its pin is the seed's). */
const appliedAtStart = { code: 'GC-500', pin: '5678' };

const panel = (page: Page) => page.getByRole('region', { name: texts.panel });
const applyButton = (page: Page) => panel(page).getByRole('button', { name: texts.applyGiftCard });
const appliedCards = (page: Page) =>
  panel(page).getByRole('list', { name: texts.appliedGiftCards }).getByRole('listitem');
const frameElement = (page: Page) => page.getByRole('main').locator('iframe');

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((entry) => entry.name === name)?.value;

/** The model's context after the path so far. */
const expected = (context: Pick<BrowserStepContext, 'path' | 'step'>) =>
  modelSnapshotAt(giftCardApplyMachine, context).context as GiftCardApplyContext;

/** The provider the path's checkout is read with (KlarnaCheckout when it cannot be read). */
const providerOf = (path: FlowPath) => {
  const loaded = path.steps.find((step) => step.event?.type === 'xstate.done.actor.loadCheckout');
  return (loaded?.event?.output as GiftCardCheckout | undefined)?.provider ?? 'KlarnaCheckout';
};

/** The checkout the backend holds for the checkout token (read past the page, so no held call is involved). */
async function storedCheckout(page: Page) {
  const token = await cookie(page, 'checkoutToken');
  expect(token).toMatch(/^chk-/);
  const response = await page.request.get('/shopper/sessions/checkout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    paymentProvider?: string;
    giftCards: { code: string }[];
    amountToPay: number;
  };
}

const keptCards = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('_giftcard'))) ?? '[]') as string[];

/** Avarda's frame as it was before its form refreshed, per path: after the refresh it is another one. */
const framesBeforeRefresh = new WeakMap<FlowPath, ElementHandle>();

/** The incomplete-form message and the run's failures, as the model's context has them. */
async function expectMessages(context: BrowserStepContext) {
  const { page } = context;
  const { isIncomplete, failures, queue } = expected(context);
  await expect(panel(page).getByText(texts.giftCardRequired, { exact: true })).toHaveCount(
    isIncomplete ? 1 : 0,
  );
  await expect(panel(page).getByText(texts.giftCardsFailed, { exact: true })).toHaveCount(
    failures.length > 0 && queue.length > 1 ? 1 : 0,
  );
  // Alerts: the incomplete form's, and one for the failures.
  await expect(panel(page).getByRole('alert')).toHaveCount(
    (isIncomplete ? 1 : 0) + (failures.length > 0 ? 1 : 0),
  );
  const kept = await keptCards(page);
  for (const failure of failures) {
    const text = giftCardMessages[failure.message] ?? (failure.message || texts.unexpectedError);
    await expect(
      panel(page)
        .getByRole('alert')
        .getByText(failure.code ? `${failure.code}: ${text}` : text),
    ).toHaveCount(1);
    // A failed code leaves the visit's cards.
    if (failure.code) expect(kept.some((entry) => entry.startsWith(`${failure.code}|`))).toBe(false);
  }
}

async function expectBusy({ page }: BrowserStepContext) {
  await expect(applyButton(page)).toBeDisabled();
  // No card can be removed meanwhile (the list may already show the checkout the call answered).
  await expect(
    panel(page).getByRole('button', { name: /^Ta bort presentkortet/, disabled: false }),
  ).toHaveCount(0);
}

export const giftCardApplyAdapter: BrowserFlowAdapter = {
  // A gift card call without a checkout token: in one tab the token goes with the cached checkout, and the page
  // replaces the section with the new checkout's at once (the model test ends the token alone).
  modelOnly: (step) =>
    step.kind === 'done' && step.event?.output === null
      ? 'the checkout token cannot go while the section of its checkout stays'
      : null,
  url: '/se/checkout/',
  manualClock: true,
  actorRoutes: {
    loadCheckout: 'GET /shopper/sessions/checkout',
    applyGiftCard: 'PUT /shopper-retain24/gift-cards/{giftCardCode}',
    removeGiftCard: 'DELETE /shopper-retain24/gift-cards/{giftCardCode}',
    syncProvider: providerSyncRoutes,
  },
  // Ten T-shirts in a Swedish consumer cart that offers only the provider the path's checkout is read with.
  prepare: async ({ page, baseURL, path, mock }) => {
    const token = await givenCart(page, {
      items: [{ productVariantId: 'v-ts-1001-black-s', quantity: 10 }],
      url: baseURL,
    });
    expect((await mock.paymentProviders(token, [providerOf(path)])).ok()).toBe(true);
  },
  ready: async ({ page, path }) => {
    await expect(frameElement(page)).toHaveAttribute('title', `Betalning med ${providerOf(path)}`);
    await panel(page).getByRole('button', { name: texts.giftCardTitle, exact: true }).click();
    await expect(applyButton(page)).toBeVisible();
  },
  arrangeOutcome: async (event, context) => {
    const { page, mock } = context;
    if (event.type === 'xstate.done.actor.loadCheckout') {
      // The checkout the held call reads: the scenario's provider (the cart offered only that one), GC-500
      // paying part of it, and the scenario's cards kept in this visit.
      const { provider, storedCards } = event.output as GiftCardCheckout;
      expect((await storedCheckout(page)).paymentProvider).toBe(provider);
      const applied = await page.request.put(`/shopper-retain24/gift-cards/${appliedAtStart.code}`, {
        data: { pin: appliedAtStart.pin },
        headers: { authorization: `Bearer ${await cookie(page, 'checkoutToken')}` },
      });
      expect(applied.ok()).toBe(true);
      const kept = storedCards.map((card) => `${card.code}|${card.pin}`);
      await page.evaluate((entries) => {
        if (entries.length > 0) sessionStorage.setItem('_giftcard', JSON.stringify(entries));
      }, kept);
    }
    if (event.type === 'xstate.done.actor.applyGiftCard') {
      // The card the flow applies pays: a card the seed refuses (GC-EMPTY) is given a balance first.
      const steps = stepsSoFar(context);
      const before = expected({ ...context, step: steps[steps.length - 2]! });
      const card = before.queue[before.index]!;
      if (card.code === 'GC-EMPTY')
        expect((await mock.giftCard(card.code, { balance: 20000, error: null })).ok()).toBe(true);
    }
  },
  events: {
    'giftCard.apply': async (event, { page }) => {
      await panel(page)
        .getByRole('textbox', { name: texts.giftCardCode })
        .fill(event.code as string);
      await panel(page)
        .getByRole('textbox', { name: texts.giftCardPin })
        .fill(event.pin as string);
      await applyButton(page).click();
    },
    'giftCard.remove': async (event, { page }) => {
      await panel(page)
        .getByRole('button', { name: texts.removeGiftCard(event.code as string) })
        .click();
    },
  },
  states: {
    loading: async (context) => {
      const { page } = context;
      await expectBusy(context);
      await expect(panel(page).getByRole('alert')).toHaveCount(0);
      await expect(appliedCards(page)).toHaveCount(0);
    },
    unavailable: async (context) => {
      const { page } = context;
      await expect(panel(page).getByRole('alert')).toHaveText(texts.unexpectedError);
      await expect(applyButton(page)).toBeDisabled();
      await expect(appliedCards(page)).toHaveCount(0);
    },
    idle: async (context) => {
      const { page, path } = context;
      await expect(applyButton(page)).toBeEnabled();
      await expect(applyButton(page)).not.toHaveAttribute('data-pending', 'true');
      await expectMessages(context);
      // The applied cards shown are the checkout's.
      const codes = (await storedCheckout(page)).giftCards.map((card) => card.code);
      await expect(appliedCards(page)).toHaveText(codes);
      // After a sync the provider's page loaded again and charges the checkout's amount to pay.
      const before = framesBeforeRefresh.get(path);
      if (before) {
        framesBeforeRefresh.delete(path);
        const { changed, failures } = expected(context);
        if (changed && !failures.some((failure) => failure.code === '')) {
          expect(await before.evaluate((frame) => frame.isConnected)).toBe(false);
          await expect(frameElement(page)).toHaveAttribute('title', `Betalning med ${providerOf(path)}`);
          const { amountToPay } = await storedCheckout(page);
          const amount = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' }).format(
            amountToPay / 100,
          );
          await expect(page.frameLocator('main iframe').getByRole('button', { name: /^Betala/ })).toHaveText(
            `Betala ${amount}`,
          );
        }
      }
    },
    'applying.waiting': async (context) => {
      const { page } = context;
      await expect(applyButton(page)).toHaveAttribute('data-pending', 'true');
      expect(expected(context).index).toBeGreaterThan(0);
      await expectMessages(context);
    },
    'applying.applyingCard': async (context) => {
      const { page } = context;
      await expect(applyButton(page)).toHaveAttribute('data-pending', 'true');
      // The card being applied is kept in the visit (a typed one as well as a stored one).
      const { queue, index } = expected(context);
      const card = queue[index]!;
      expect(await keptCards(page)).toContain(`${card.code}|${card.pin}`);
      await expectMessages(context);
    },
    removing: async (context) => {
      await expectBusy(context);
      await expectMessages(context);
    },
    refreshingAvarda: async (context) => {
      const { page } = context;
      await expectBusy(context);
      await expectMessages(context);
      await expect(frameElement(page)).toHaveAttribute('title', 'Betalning med Avarda');
    },
    syncingProvider: async (context) => {
      const { page, path } = context;
      await expectBusy(context);
      await expectMessages(context);
      await expect(frameElement(page)).toHaveAttribute('title', `Betalning med ${providerOf(path)}`);
      framesBeforeRefresh.set(path, (await frameElement(page).elementHandle())!);
    },
  },
};
