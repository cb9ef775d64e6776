import { screen, within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { DiscountCodeContext } from '../../machines/discount-code/discount-code.machine';
import { flowById } from '../../machines/index';
import { toastQueue } from '../../src/ui/toast-queue';
import { clearCheckoutVisit, givenCart } from '../support/cart-fixture';
import { pasteValue } from '../support/paste-value';
import { type TestBackend, testOrigin } from '../support/test-backend';
import { discountCodeMessages as swedish } from '../support/view-texts';
import { modelTest } from './harness';

let token = '';
const panel = () => screen.getByRole('region', { name: 'Rabattkoder och presentkort' });
const applyButton = () => within(panel()).getByRole('button', { name: /^Använd/ });
const appliedCodes = (backend: TestBackend) =>
  backend.store.runtime.sessions[token]!.cart.discountCodes.map((entry) => entry.code);

afterEach(() => {
  clearCheckoutVisit();
  for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key);
});

modelTest({
  flow: flowById('discount-code')!,
  url: '/se/checkout/',
  actorRoutes: {
    applyDiscountCode: 'POST /shopper/sessions/discount-codes',
    removeDiscountCode: 'DELETE /shopper/sessions/discount-codes/{code}',
  },
  // A cart with FRIEND5 already active, so a code can be removed from the start (B2B15 is the business store
  // group's: a consumer cart refuses it, docs/decisions/049).
  prepare: async (backend) => {
    token = await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }]);
    await backend.fetch(
      new Request(`${testOrigin}/shopper/sessions/discount-codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ discountCode: 'FRIEND5' }),
      }),
    );
  },
  ready: async () => {
    await screen.findByRole('region', { name: 'Rabattkoder och presentkort' });
    await within(panel()).findByRole('textbox', { name: 'Rabattkod' });
  },
  events: {
    'discountCode.apply': async (event, { user }) => {
      const field = within(panel()).getByRole('textbox', { name: 'Rabattkod' });
      await pasteValue(user, field, event.code as string);
      await user.click(applyButton());
    },
    'discountCode.remove': async (event, { user }) => {
      await user.click(within(panel()).getByRole('button', { name: `Ta bort rabattkoden ${event.code}` }));
    },
  },
  states: {
    // The active codes are the server's; the field has no error and no alert shows.
    idle: ({ backend }) => {
      const list = within(panel()).queryByRole('list', { name: 'Aktiva rabattkoder' });
      const shown = list
        ? within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent)
        : [];
      expect(shown).toEqual(appliedCodes(backend));
      expect(within(panel()).queryByRole('alert')).toBeNull();
      expect(within(panel()).queryByText('Ange en rabattkod.')).toBeNull();
    },
    applying: () => {
      expect(applyButton().getAttribute('data-pending')).toBe('true');
    },
    removing: () => {
      const remove = within(panel()).getByRole('button', { name: 'Ta bort rabattkoden FRIEND5' });
      expect(remove.hasAttribute('disabled') || remove.getAttribute('data-disabled') === 'true').toBe(true);
    },
    invalid: ({ snapshot }) => {
      const { error } = snapshot.context as DiscountCodeContext;
      if (error === 'required') {
        expect(within(panel()).getByText('Ange en rabattkod.')).toBeTruthy();
        return;
      }
      const [title, description] = swedish[error as string]!;
      const alert = within(panel()).getByRole('alert');
      expect(within(alert).getByText(title)).toBeTruthy();
      if (description) expect(within(alert).getByText(description)).toBeTruthy();
    },
  },
});
