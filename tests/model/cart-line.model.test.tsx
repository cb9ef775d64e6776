import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { flowById } from '../../machines/index';
import { cartQueryKey } from '../../src/session/cart.queries';
import { clearCartCookie, givenCart, setLineQuantity } from '../support/cart-fixture';
import { modelTest } from './harness';

const variant = 'v-ts-1001-black-s';
const name = 'Classic Organic Tee';
let token = '';

const panel = () => screen.getByRole('dialog', { name: 'Varukorg' });
const button = (label: RegExp) => within(panel()).getByRole('button', { name: label });
const lineButtons = () => [button(/^Minska antal/), button(/^Öka antal/), button(/^Ta bort/)];
const shownQuantity = () => within(panel()).getByLabelText(/^\d+ st$/).textContent;
/** Locked: presses do nothing and it says so (`aria-disabled`), but it keeps the focus (not `disabled`). */
const expectButtons = (locked: boolean) => {
  for (const element of lineButtons()) {
    expect(element.getAttribute('aria-disabled') === 'true').toBe(locked);
    expect(element.hasAttribute('disabled')).toBe(false);
  }
};

afterEach(clearCartCookie);

modelTest({
  flow: flowById('cart-line')!,
  url: '/se/',
  actorRoutes: {
    changeLine: [
      'POST /shopper/sessions/items',
      'PUT /shopper/sessions/items/{id}',
      'DELETE /shopper/sessions/items/{id}',
    ],
  },
  prepare: async (backend) => {
    token = await givenCart(backend, [{ productVariantId: variant, quantity: 1 }]);
  },
  ready: async ({ user }) => {
    // The panel is a lazily loaded chunk: allow it time on a busy machine (its suspended render is retried when the
    // chunk arrives: events are dispatched outside act, decision 070).
    await user.click(await screen.findByRole('button', { name: /^Varukorg, 1 vara/ }));
    await within(await screen.findByRole('dialog', { name: 'Varukorg' })).findByText(name);
  },
  events: {
    'cartLine.increase': async (_event, { user }) => {
      await user.click(button(/^Öka antal/));
    },
    'cartLine.decrease': async (event, { user, backend, router }) => {
      // Arrange the line's quantity first: the event's payload is the quantity the shopper sees.
      setLineQuantity(backend, token, event.quantity as number);
      await router.options.context.queryClient.invalidateQueries({ queryKey: cartQueryKey });
      await waitFor(() => expect(shownQuantity()).toBe(String(event.quantity)));
      await user.click(button(/^Minska antal/));
    },
    'cartLine.remove': async (_event, { user }) => {
      await user.click(button(/^Ta bort/));
    },
  },
  states: {
    ready: () => expectButtons(false),
    increasing: ({ backend }) => {
      expectButtons(true);
      // Optimistic: the higher quantity shows before the server has answered.
      expect(Number(shownQuantity())).toBe(
        backend.store.runtime.sessions[token]!.cart.items[0]!.quantity + 1,
      );
    },
    decreasing: ({ backend }) => {
      expectButtons(true);
      // Optimistic: the lower quantity shows before the server has answered.
      expect(Number(shownQuantity())).toBe(
        backend.store.runtime.sessions[token]!.cart.items[0]!.quantity - 1,
      );
    },
    removing: () => expectButtons(true),
    locked: ({ backend }) => {
      expectButtons(true);
      // Whatever the outcome, the line shows what the server holds (rolled back after a refusal).
      expect(Number(shownQuantity())).toBe(backend.store.runtime.sessions[token]!.cart.items[0]!.quantity);
    },
    removed: ({ backend }) => {
      expect(within(panel()).getByText('Din varukorg är tom.')).toBeTruthy();
      expect(backend.store.runtime.sessions[token]!.cart.items).toEqual([]);
    },
  },
});
