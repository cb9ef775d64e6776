import { act, screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { CheckoutCart } from '../../machines/checkout-provider/checkout-provider.machine';
import { flowById } from '../../machines/index';
import type { Cart } from '../../openapi/types';
import { applyCartChange } from '../../src/features/cart/cart-change';
import { checkoutTokenCookie, readCookie } from '../../src/lib/cookies';
import { toastQueue } from '../../src/ui/toast-queue';
import { clearCheckoutVisit, givenCart } from '../support/cart-fixture';
import type { TestBackend } from '../support/test-backend';
import { testOrigin } from '../support/test-backend';
import { modelTest } from './harness';

let token = '';
/** The cart's capabilities as the session started with them (a path without capabilities restores them). */
let capabilities: Cart['capabilities'];
const loading = () => expect(screen.getByText('Kassan laddas…')).toBeTruthy();
const frame = () => screen.getByTitle('Betalning med KlarnaCheckout') as HTMLIFrameElement;
const session = (backend: TestBackend) => backend.store.runtime.sessions[token]!;

/** What the provider's page posts to the checkout, from its own window and origin. */
function postFromWidget(status: string) {
  const iframe = frame();
  const checkoutId = new URL(iframe.src).pathname.split('/').at(-1);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: testOrigin,
        source: iframe.contentWindow,
        data: { source: 'statefront-provider', provider: 'klarna', checkoutId, status },
      }),
    );
  });
}

afterEach(() => {
  clearCheckoutVisit();
  // Toasts with an action stay until closed: none may outlive its path.
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

modelTest({
  flow: flowById('checkout-provider')!,
  url: '/se/checkout/',
  actorRoutes: {
    loadCart: 'GET /shopper/sessions',
    startProvider: ['POST /shopper/sessions/checkout/start', 'POST /shopper-kco/orders'],
    removeSoldOut: 'DELETE /shopper/sessions/items/{id}',
  },
  prepare: async (backend) => {
    token = await givenCart(backend, [
      { productVariantId: 'v-ts-1001-black-s', quantity: 1 },
      { productVariantId: 'v-mg-6001-white', quantity: 1 },
    ]);
    capabilities = structuredClone(session(backend).cart.capabilities);
  },
  // The cart the backend answers is the scenario's: its items and its capabilities.
  arrangeOutcome: (event, { backend }) => {
    if (event.type !== 'xstate.done.actor.loadCart') return;
    const wanted = event.output as CheckoutCart;
    const { cart } = session(backend);
    if (wanted.itemCount === 0) cart.items = [];
    if (wanted.paymentProviders === null) delete cart.capabilities;
    else if (capabilities)
      // After a cart without capabilities (a restart from 'unavailable'), the session's own come back.
      cart.capabilities = {
        ...structuredClone(capabilities),
        paymentProviders: wanted.paymentProviders.map((name) => ({ name })),
      };
  },
  events: {
    'checkout.paid': async () => postFromWidget('paid'),
    'checkout.paymentFailed': async () => postFromWidget('failed'),
    'checkout.cancelled': async () => postFromWidget('cancelled'),
    // A cart change elsewhere drops the cached checkout.
    'checkout.restart': async (_event, { router }) => {
      act(() => router.options.context.queryClient.removeQueries({ queryKey: ['checkout'] }));
    },
    // An add in the checkout, as the cart panel's plus makes it: the server adds, the app applies the change.
    'checkout.itemAdded': async (_event, { backend, router }) => {
      const answer = await backend.fetch(
        new Request(`${testOrigin}/shopper/sessions/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ productVariantId: 'v-mg-6001-white', quantity: 1 }),
        }),
      );
      const { cart } = (await answer.json()) as { cart: Cart };
      const { queryClient, session } = router.options.context;
      await act(() => applyCartChange(queryClient, session, cart, { added: true }));
    },
    'checkout.retry': async (_event, { user }) => {
      await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Ladda om' }));
    },
  },
  states: {
    loadingCart: loading,
    starting: loading,
    removingSoldOut: ({ backend }) => {
      loading();
      expect(readCookie(checkoutTokenCookie)).toBeUndefined();
      expect(session(backend).cart.items.length).toBeGreaterThan(0);
    },
    ready: ({ snapshot }) => {
      expect(frame().src).toMatch(new RegExp(`^${testOrigin}/shopper-widgets/klarna/co-[\\w-]+\\?lang=sv$`));
      expect(readCookie(checkoutTokenCookie)).toMatch(/^chk-/);
      const { payment } = snapshot.context as { payment: string };
      const declined = screen.queryByText('Betalningen genomfördes inte. Försök igen.');
      const cancelled = screen.queryByText('Du avbröt betalningen.');
      expect([Boolean(declined), Boolean(cancelled)]).toEqual([
        payment === 'failed',
        payment === 'cancelled',
      ]);
    },
    paid: ({ router }) => {
      expect(router.state.location.pathname).toBe('/se/checkout/confirmation/');
      expect(router.state.location.search).toMatchObject({ provider: 'klarna' });
    },
    empty: () => {
      expect(screen.getByText('Din varukorg är tom.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Fortsätt handla' })).toBeTruthy();
    },
    unavailable: ({ snapshot }) => {
      const { errorKey } = snapshot.context as { errorKey: string };
      const text =
        errorKey === 'noProvider'
          ? 'Det finns inget lämpligt betalsätt.'
          : 'Betalsätt är inte tillgängliga. Det går inte att gå vidare till kassan.';
      expect(within(screen.getByRole('main')).getByRole('alert').textContent).toContain(text);
      expect(readCookie(checkoutTokenCookie)).toBeUndefined();
    },
    failed: () => {
      expect(screen.getAllByText('Ett oväntat fel inträffade i kassan.').length).toBeGreaterThan(0);
      expect(readCookie(checkoutTokenCookie)).toBeUndefined();
    },
  },
});
