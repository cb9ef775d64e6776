import { act, screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type {
  GiftCardApplyContext,
  GiftCardCheckout,
} from '../../machines/gift-card-apply/gift-card-apply.machine';
import { flowById } from '../../machines/index';
import { checkoutView } from '../../server-mock/routes/checkout';
import { endCheckout } from '../../src/features/checkout/checkout-session';
import { checkoutTokenCookie, readCookie } from '../../src/lib/cookies';
import { toastQueue } from '../../src/ui/toast-queue';
import { clearCheckoutVisit, givenCart } from '../support/cart-fixture';
import { pasteValue } from '../support/paste-value';
import { providerSyncRoutes } from '../support/provider-routes';
import type { TestBackend } from '../support/test-backend';
import { giftCardMessages as swedish } from '../support/view-texts';
import { modelTest } from './harness';

const panel = () => screen.getByRole('region', { name: 'Rabattkoder och presentkort' });
const section = () => within(panel()).getByRole('button', { name: 'Presentkort' }).closest('[data-rac]')!;
const applyButton = () => within(panel()).getByRole('button', { name: /^Lägg till presentkort/ });
const checkoutOf = (backend: TestBackend) => {
  const token = readCookie(checkoutTokenCookie);
  const checkout = token ? backend.store.runtime.checkouts[token] : undefined;
  if (!checkout) throw new Error('no checkout started');
  return checkout;
};
/** The codes paying the session's one checkout in the backend (read past the cookie, which is gone). */
const giftCardsOf = (backend: TestBackend) =>
  Object.values(backend.store.runtime.checkouts).flatMap((checkout) =>
    checkout.giftCards.map((card) => card.code),
  );
const stored = () => JSON.parse(sessionStorage.getItem('_giftcard') ?? '[]') as string[];
/** The provider's frame before Avarda's form refreshes, to see that it loads again. */
let frameBeforeRefresh: Element | null = null;

afterEach(() => {
  clearCheckoutVisit();
  frameBeforeRefresh = null;
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

modelTest({
  flow: flowById('gift-card-apply')!,
  url: '/se/checkout/',
  actorRoutes: {
    loadCheckout: 'GET /shopper/sessions/checkout',
    applyGiftCard: 'PUT /shopper-retain24/gift-cards/{giftCardCode}',
    removeGiftCard: 'DELETE /shopper-retain24/gift-cards/{giftCardCode}',
    syncProvider: providerSyncRoutes,
  },
  prepare: async (backend) => {
    await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 2 }]);
  },
  ready: async ({ user }) => {
    await screen.findByRole('region', { name: 'Rabattkoder och presentkort' });
    await user.click(await within(panel()).findByRole('button', { name: 'Presentkort' }));
  },
  // A call without a checkout token sends nothing: the outcome is the session's checkout ending under the
  // section (as a cart change ends it, before the page replaces the section).
  isUnsentOutcome: (event) => (event as { output?: unknown }).output === null,
  // The checkout the section reads: the scenario's provider and stored cards, and GC-500 already paying
  // part of it (so a card can be removed from the start).
  arrangeOutcome: async (event, { backend, router }) => {
    if ((event as { output?: unknown }).output === null) {
      await act(() => endCheckout(router.options.context.session));
      return;
    }
    if (event.type !== 'xstate.done.actor.loadCheckout') return;
    const { provider, storedCards } = event.output as GiftCardCheckout;
    const checkout = checkoutOf(backend);
    if (provider) checkout.provider = provider;
    checkout.giftCards = [{ code: 'GC-500', amount: 1000 }];
    if (storedCards.length > 0)
      sessionStorage.setItem(
        '_giftcard',
        JSON.stringify(storedCards.map((card) => `${card.code}|${card.pin}`)),
      );
  },
  events: {
    'giftCard.apply': async (event, { user }) => {
      const code = within(panel()).getByRole('textbox', { name: 'Presentkortsnummer' });
      const pin = within(panel()).getByRole('textbox', { name: 'PIN-kod' });
      await pasteValue(user, code, (event.code as string | undefined) ?? '');
      await pasteValue(user, pin, (event.pin as string | undefined) ?? '');
      await user.click(applyButton());
    },
    'giftCard.remove': async (event, { user }) => {
      await user.click(within(panel()).getByRole('button', { name: `Ta bort presentkortet ${event.code}` }));
    },
  },
  states: {
    loading: () => {
      expect(section()).toBeTruthy();
    },
    unavailable: () => {
      expect(within(panel()).getByRole('alert').textContent).toBe('Ett oväntat fel inträffade');
      expect(applyButton().hasAttribute('disabled') || applyButton().dataset.disabled === 'true').toBe(true);
    },
    idle: ({ snapshot, backend }) => {
      const context = snapshot.context as GiftCardApplyContext;
      const alerts = within(panel()).queryAllByRole('alert');
      const texts = alerts.map((alert) => alert.textContent ?? '');
      expect(Boolean(texts.find((text) => text.includes('Ange presentkortsnummer och PIN-kod.')))).toBe(
        context.isIncomplete,
      );
      for (const failure of context.failures) {
        const text = swedish[failure.message] ?? failure.message;
        expect(texts.some((shown) => shown.includes(text))).toBe(true);
        // A failed code leaves the visit's cards.
        if (failure.code) expect(stored().some((entry) => entry.startsWith(`${failure.code}|`))).toBe(false);
      }
      expect(texts.some((text) => text.includes('Ett eller flera presentkort kunde inte användas.'))).toBe(
        context.failures.length > 0 && context.queue.length > 1,
      );
      // The applied cards shown are the checkout's.
      const list = within(panel()).queryByRole('list', { name: 'Aktiva presentkort' });
      const shown = list
        ? within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent)
        : [];
      const token = readCookie(checkoutTokenCookie);
      if (token) expect(shown).toEqual(checkoutOf(backend).giftCards.map((card) => card.code));
      // After a change the provider was told the amount the summary shows and its page loaded again (a failed
      // sync leaves both as they were).
      const synced = context.changed && !context.failures.some((failure) => failure.code === '');
      if (frameBeforeRefresh) expect(frameBeforeRefresh.isConnected).toBe(!synced);
      frameBeforeRefresh = null;
      if (synced && token) {
        const checkout = checkoutOf(backend);
        expect(checkout.providerAmount).toBe(checkoutView(backend.store, checkout).amountToPay);
      }
    },
    'applying.waiting': ({ snapshot }) => {
      expect(applyButton().getAttribute('data-pending')).toBe('true');
      expect((snapshot.context as GiftCardApplyContext).index).toBeGreaterThan(0);
    },
    'applying.applyingCard': () => {
      expect(applyButton().getAttribute('data-pending')).toBe('true');
    },
    removing: () => {
      expect(applyButton().hasAttribute('disabled') || applyButton().dataset.disabled === 'true').toBe(true);
    },
    // Nothing was sent: the card typed or kept stays in _giftcard for the next checkout (a removed one left it,
    // though the checkout it could not reach still has it), and the form waits for the new checkout.
    checkoutEnded: ({ snapshot, backend }) => {
      const context = snapshot.context as GiftCardApplyContext;
      expect(within(panel()).getByRole('status').textContent).toBe(
        'Kassan startar om med din varukorg som den är nu.',
      );
      expect(applyButton().hasAttribute('disabled') || applyButton().dataset.disabled === 'true').toBe(true);
      expect(readCookie(checkoutTokenCookie)).toBeUndefined();
      const card = context.queue[context.index];
      if (context.removing) {
        expect(stored().some((entry) => entry.startsWith(`${context.removing}|`))).toBe(false);
        expect(giftCardsOf(backend)).toContain(context.removing);
      } else {
        expect(stored()).toContain(`${card?.code}|${card?.pin}`);
      }
    },
    refreshingAvarda: () => {
      expect(applyButton().dataset.disabled ?? applyButton().getAttribute('disabled')).not.toBeNull();
    },
    syncingProvider: () => {
      expect(applyButton().dataset.disabled ?? applyButton().getAttribute('disabled')).not.toBeNull();
      frameBeforeRefresh = screen.getByTitle(/^Betalning med/);
    },
  },
});
