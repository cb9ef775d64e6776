import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import type {
  AddressKind,
  CustomerInformationContext,
  NewAddress,
  NewAddressField,
} from '../../machines/customer-information/customer-information.machine';
import { flowById } from '../../machines/index';
import { clearCheckoutVisit, givenCart, givenSessionCompany } from '../support/cart-fixture';
import { labelledInput } from '../support/labelled-input';
import { autofill } from '../support/paste-value';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { customerCardTexts as texts } from '../support/view-texts';
import { modelTest, type StepContext } from './harness';

const { fields } = texts;
const card = () => screen.getByRole('region', { name: texts.card });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as CustomerInformationContext;

// The lazily loaded card is compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await import('../../src/features/checkout/customer-information-card');
}, 60_000);

signOutAfterEach();
afterEach(() => {
  clearCheckoutVisit();
});

/** Opens the kind's tab and its 'existing' or 'new' tab (the agent may enter new addresses). */
async function openAddressTab({ user }: StepContext, kind: AddressKind, source: 'existing' | 'new') {
  await user.click(within(card()).getByRole('tab', { name: texts.tabs[kind] }));
  await user.click(
    within(card()).getByRole('tab', { name: source === 'new' ? texts.newAddress : texts.existingAddress }),
  );
}

/** Checks the radio of the tab's address that is not chosen yet. */
async function chooseOtherAddress(context: StepContext, kind: AddressKind) {
  await openAddressTab(context, kind, 'existing');
  const panel = within(card()).getAllByRole('tabpanel').at(-1)!;
  const other = within(panel)
    .getAllByRole('radio')
    .find((radio) => !(radio as HTMLInputElement).checked)!;
  await context.user.click(other);
}

/** The new-address form on show, and the kind it is for. */
function shownNewAddressForm() {
  const form = within(card()).queryByRole('form', { name: /: ny adress$/ });
  if (!form) return null;
  const kind = form.getAttribute('aria-label')?.startsWith(texts.tabs.billing) ? 'billing' : 'shipping';
  return { form, kind } as const;
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
    const token = await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }]);
    // Stored as at the agent's login, with the billing address the checkout's start adds: the card's first load
    // is the machine's, and every attributes call is the card's (not the session's, nor the checkout's).
    await givenSessionCompany(
      backend,
      token,
      { registrationNumber: '556677-8899', taxId: '', name: 'Acme AB', reference: 'Mikael Holm' },
      {
        companyName: 'Acme AB',
        street: 'Sveavägen 44',
        postalCode: '111 34',
        city: 'Stockholm',
        country: 'SE',
      },
    );
    await signIn(backend, 'agent@statefront.test');
  },
  events: {
    'customer.chooseCompany': async (_event, context) => {
      const other = contextOf(context).company?.name === 'Acme AB' ? 'Nordic Print Oy' : 'Acme AB';
      // The company chooser searches the agent's companies on the server (400 ms after the last key).
      const input = within(card()).getByRole('combobox', { name: texts.company });
      await context.user.clear(input);
      await context.user.type(input, other.split(' ')[0]!);
      await context.user.click(await screen.findByRole('option', { name: new RegExp(`^${other}`) }));
    },
    'customer.chooseContact': async (_event, context) => {
      const other = contextOf(context).contact?.name === 'Johan Berg' ? 'Mikael Holm' : 'Johan Berg';
      const input = within(card()).getByRole('combobox', { name: texts.contact });
      await context.user.clear(input);
      await context.user.type(input, other.split(' ')[0]!);
      // The server searches the company's customers (400 ms after the last key); an option shows the e-mail too.
      await context.user.click(await screen.findByRole('option', { name: new RegExp(`^${other}`) }));
    },
    'customer.chooseBilling': (_event, context) => chooseOtherAddress(context, 'billing'),
    'customer.chooseShipping': (_event, context) => chooseOtherAddress(context, 'shipping'),
    'customer.editAddress': async (event, context) => {
      await openAddressTab(context, event.kind, 'new');
      const form = shownNewAddressForm()!.form;
      const entries = Object.entries(event.values as Partial<NewAddress>);
      for (const [field, value] of entries)
        if (field === 'country')
          expect(within(form).getByRole('button', { name: new RegExp(texts.country) }).textContent).toContain(
            texts.countries[value]!,
          );
      // The text fields as a browser's autofill fills them.
      autofill(
        entries.flatMap(([field, value]) =>
          field === 'country' ? [] : [[labelledInput(form, fields[field as keyof typeof fields]), value]],
        ),
      );
    },
    'customer.useNewAddress': async (event, context) => {
      await openAddressTab(context, event.kind, 'new');
      await context.user.click(within(card()).getByRole('button', { name: texts.useAddress }));
    },
    'customer.retry': async (_event, { user }) => {
      await user.click(within(card()).getByRole('button', { name: texts.retry }));
    },
  },
  states: {
    loading: () => {
      expect(card().getAttribute('aria-busy')).toBe('true');
      expect(within(card()).queryByRole('tablist')).toBeNull();
    },
    choosing: (context) => {
      const { company, contact, draftErrors, drafts, newAddresses } = contextOf(context);
      const shown = shownNewAddressForm();
      if (shown) {
        // The form shows the draft, and exactly the messages of its empty fields the user tried to use.
        for (const [field, message] of Object.entries(texts.required) as [NewAddressField, string][])
          expect(within(shown.form).queryByText(message) !== null, message).toBe(
            draftErrors[shown.kind].includes(field),
          );
        expect(labelledInput(shown.form, fields.street_address).value).toBe(
          drafts[shown.kind].street_address,
        );
        expect(within(shown.form).queryByText(texts.newAddressUsed) !== null).toBe(
          newAddresses[shown.kind] !== null,
        );
      } else expect(within(card()).queryByRole('alert')).toBeNull();
      expect((within(card()).getByRole('combobox', { name: texts.company }) as HTMLInputElement).value).toBe(
        company?.name,
      );
      expect((within(card()).getByRole('combobox', { name: texts.contact }) as HTMLInputElement).value).toBe(
        contact?.name,
      );
    },
    storing: () => {
      expect(within(card()).getByRole('status').textContent).toBe(texts.storing);
    },
    failed: (context) => {
      expect(within(card()).getByRole('alert').textContent).toContain(
        texts.storeFailed(contextOf(context).errorMessage ?? ''),
      );
    },
    loadFailed: () => {
      expect(within(card()).getByRole('alert').textContent).toContain(texts.loadFailed);
    },
  },
});
