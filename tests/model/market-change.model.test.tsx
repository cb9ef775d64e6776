import { screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { flowById } from '../../machines/index';
import { readIncognitoCart } from '../../src/features/cart/incognito-cart';
import { clearCartCookie } from '../support/cart-fixture';
import { modelTest } from './harness';

const marketTrigger = () => screen.getByRole('button', { name: /^Välj marknad|^Velg marked|^Choose market/ });
/** Two items the Norwegian consumer market sells. */
const stored = [
  { productVariantId: 'v-ts-1001-black-s', quantity: 2 },
  { productVariantId: 'v-limit-5-navy', quantity: 1 },
];

afterEach(() => {
  localStorage.clear();
  clearCartCookie();
});

modelTest({
  flow: flowById('market-change')!,
  url: '/se/',
  // The selector's code loads on intent (decision 059): a pointer over it brings it, and its machine starts.
  ready: async ({ user }) => {
    await user.hover(await screen.findByRole('button', { name: /^Välj marknad/ }));
  },
  actorRoutes: {
    setMarket: 'POST /api/set-market/',
    reAddItems: ['POST /shopper/sessions/start', 'POST /shopper/sessions/items'],
  },
  arrangeOutcome: (event, { backend }) => {
    // The scenario says the new market cannot take an item: the backend refuses the first add.
    const output = event.output as { notAdded?: string[] } | undefined;
    if (event.type === 'xstate.done.actor.reAddItems' && output?.notAdded?.length) {
      backend.store.faults.push({
        id: 'not-sold',
        route: 'POST /shopper/sessions/items',
        status: 404,
        body: { error: 'Product variant not found' },
        times: 1,
      });
    }
  },
  events: {
    'market.select': async (event, { user }) => {
      if (event.storedItems) localStorage.setItem('incognitoCart', JSON.stringify(stored));
      await user.click(marketTrigger());
      const menu = await screen.findByRole('menu');
      const name = { no: 'Norge', se: 'Sverige' }[event.market as string];
      await user.click(within(menu).getByRole('menuitemradio', { name: new RegExp(`^${name}`) }));
    },
  },
  states: {
    idle: async ({ router, snapshot, backend }) => {
      const { target, notAdded, storedItems } = snapshot.context as {
        target: { enadMarket: string; name: string } | null;
        notAdded: string[];
        storedItems: number;
      };
      const expected = target ?? { enadMarket: 'se', name: 'Sverige' };
      expect(router.state.location.pathname).toBe(`/${expected.enadMarket}/`);
      expect(marketTrigger().textContent).toContain(expected.name);
      if (!target || storedItems === 0) return;
      const carts = Object.values(backend.store.runtime.sessions).map((session) => session.cart);
      const norwegian = carts.find((cart) => cart.countryCode === 'NO');
      if (notAdded.length > 0) {
        // Reported, and kept in storage for another market.
        expect(await screen.findByText(/1 varer i handlekurven selges ikke i Norge/)).toBeTruthy();
        expect(readIncognitoCart().map((item) => item.productVariantId)).toContain(notAdded[0]);
        expect(norwegian?.items).toHaveLength(1);
      } else if (norwegian) {
        expect(norwegian.items.map((line) => [line.productVariantId, line.quantity])).toEqual(
          stored.map((item) => [item.productVariantId, item.quantity]),
        );
        expect(screen.queryByText(/selges ikke i Norge/)).toBeNull();
      }
    },
    switching: ({ router }) => {
      expect(router.state.location.pathname).toBe('/no/');
      expect(marketTrigger().textContent).toContain('Norge · NOK · NB');
    },
    reAddingItems: ({ router, backend }) => {
      expect(router.state.location.pathname).toBe('/no/');
      expect(
        Object.values(backend.store.runtime.sessions).some((session) => session.cart.items.length > 0),
      ).toBe(false);
    },
  },
});
