import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import type { CustomerInformationContext } from '../../machines/customer-information/customer-information.machine';
import { flowById } from '../../machines/index';
import { checkoutTokenCookie, deleteCookie } from '../../src/lib/cookies';
import { clearCartCookie, givenCart } from '../support/cart-fixture';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const card = () => screen.getByRole('region', { name: 'Kundinformation' });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as CustomerInformationContext;

// The lazily loaded card is compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await import('../../src/features/checkout/customer-information-card');
}, 60_000);

signOutAfterEach();
afterEach(() => {
  clearCartCookie();
  deleteCookie(checkoutTokenCookie);
  sessionStorage.clear();
});

/** Checks the radio of the tab's address that is not chosen yet. */
async function chooseOtherAddress({ user }: StepContext, tab: string) {
  await user.click(within(card()).getByRole('tab', { name: tab }));
  const panel = within(card()).getByRole('tabpanel');
  const other = within(panel)
    .getAllByRole('radio')
    .find((radio) => !(radio as HTMLInputElement).checked)!;
  await user.click(other);
}

modelTest({
  flow: flowById('customer-information')!,
  url: '/se/checkout/',
  actorRoutes: {
    loadChoice: 'GET /api/enad/companies/',
    storeChoice: 'PATCH /shopper/sessions/attributes',
  },
  // The agent of Acme AB and Nordic Print Oy: two companies and the contact person selector.
  prepare: async (backend) => {
    await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }]);
    await signIn(backend, 'agent@statefront.test');
  },
  events: {
    'customer.chooseCompany': async (_event, context) => {
      const other = contextOf(context).company?.name === 'Acme AB' ? 'Nordic Print Oy' : 'Acme AB';
      await context.user.click(within(card()).getByRole('button', { name: /Företag/ }));
      await context.user.click(await screen.findByRole('option', { name: other }));
    },
    'customer.chooseContact': async (_event, context) => {
      const other = contextOf(context).contact?.name === 'Johan Berg' ? 'Mikael Holm' : 'Johan Berg';
      const input = within(card()).getByRole('combobox', { name: 'Kontaktperson' });
      await context.user.clear(input);
      await context.user.type(input, other.split(' ')[0]!);
      await context.user.click(await screen.findByRole('option', { name: other }));
    },
    'customer.chooseBilling': (_event, context) => chooseOtherAddress(context, 'Faktureringsadress'),
    'customer.chooseShipping': (_event, context) => chooseOtherAddress(context, 'Leveransadress'),
    'customer.retry': async (_event, { user }) => {
      await user.click(within(card()).getByRole('button', { name: 'Försök igen' }));
    },
  },
  states: {
    loading: () => {
      expect(card().getAttribute('aria-busy')).toBe('true');
      expect(within(card()).queryByRole('tablist')).toBeNull();
    },
    choosing: (context) => {
      const { company, contact } = contextOf(context);
      expect(within(card()).queryByRole('alert')).toBeNull();
      expect(within(card()).getByRole('button', { name: /Företag/ }).textContent).toContain(company?.name);
      expect(
        (within(card()).getByRole('combobox', { name: 'Kontaktperson' }) as HTMLInputElement).value,
      ).toBe(contact?.name);
    },
    storing: () => {
      expect(within(card()).getByRole('status').textContent).toBe('Sparar valet…');
    },
    failed: (context) => {
      expect(within(card()).getByRole('alert').textContent).toContain(
        `Valet kunde inte sparas: ${contextOf(context).errorMessage}`,
      );
    },
    loadFailed: () => {
      expect(within(card()).getByRole('alert').textContent).toContain('Företagen kunde inte hämtas.');
    },
  },
});
