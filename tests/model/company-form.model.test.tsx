import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { CompanyFormContext } from '../../machines/company-form/company-form.machine';
import { flowById } from '../../machines/index';
import { labelledInput } from '../support/labelled-input';
import { pasteValue } from '../support/paste-value';
import { expectPhoneVerdicts } from '../support/phone-verdict';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const form = () => screen.getByRole('form', { name: 'Uppgifter om Acme AB' });
const save = () => within(form()).getByRole('button', { name: /^Spara/ });
const labels = { contact_name: 'Kontaktnamn', email: 'E-post', invoice_email: 'E-post för fakturor' };
const messages: Record<string, string> = {
  emailValidation: 'Ange en giltig e-postadress',
  streetRequired: 'Ange gatuadress',
  cityRequired: 'Ange ort',
  postalCodeRequired: 'Ange postnummer',
  countryRequired: 'Välj land',
  // No longer a rule (a state or province is optional): the message never shows.
  stateRequired: 'Ange län eller region',
  phoneValidation: 'Ange ett giltigt telefonnummer med landsnummer, t.ex. +46701234567',
};
const contextOf = ({ snapshot }: StepContext) => snapshot.context as CompanyFormContext;
const acme = ({ backend }: StepContext) =>
  backend.store.data.companies.find((entry) => entry.id === 'c-acme-ab')!;
const section = (name: string) => within(form()).getByRole('region', { name });

function expectForm(context: CompanyFormContext) {
  const { values, fieldErrors } = context;
  for (const [name, label] of Object.entries(labels))
    expect(labelledInput(form(), label).value, name).toBe(values[name as keyof typeof labels]);
  for (const [kind, heading] of [
    ['billing', 'Faktureringsadresser'],
    ['shipping', 'Leveransadresser'],
  ] as const) {
    const list = values[`${kind}_address`];
    const groups = within(section(heading)).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(
      list.map((address) => address.name),
    );
    groups.forEach((group, index) => {
      expect(labelledInput(group, 'Gatuadress').value).toBe(list[index]!.street_address);
      // Removing is offered only while more than one address of the kind exists.
      const remove = within(group).getByRole('button', { name: `Ta bort ${list[index]!.name}` });
      expect(remove.hasAttribute('disabled')).toBe(list.length < 2);
    });
  }
  for (const [key, text] of Object.entries(messages))
    expect(within(form()).queryAllByText(text).length, text).toBe(
      Object.values(fieldErrors).filter((error) => error === key).length,
    );
  expectPhoneVerdicts(context, [values.phone]);
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/account/company-administration'),
    import('../../src/ui/select'),
    import('../../src/ui/phone-field'),
  ]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('company-form')!,
  url: '/my-account/company/',
  actorRoutes: { updateCompany: 'POST /api/enad/update-company/' },
  prepare: (backend) => signIn(backend, 'admin@acme.test'),
  ready: async () => {
    await screen.findByRole('form', { name: 'Uppgifter om Acme AB' });
    await screen.findByRole('textbox', { name: 'Telefonnummer' });
  },
  events: {
    'company.change': async (event, { user }) => {
      const input =
        event.field === 'phone'
          ? within(form()).getByRole('textbox', { name: 'Telefonnummer' })
          : labelledInput(form(), labels[event.field as keyof typeof labels]);
      await pasteValue(user, input, event.value as string);
    },
    'company.changeAddress': async (event, { user, snapshot }) => {
      const { kind, index, field, value } = event as unknown as {
        kind: 'billing';
        index: number;
        field: string;
        value: string;
      };
      const address = (snapshot.context as CompanyFormContext).values[`${kind}_address`][index]!;
      expect(field).toBe('street_address');
      const input = labelledInput(within(form()).getByRole('group', { name: address.name }), 'Gatuadress');
      await pasteValue(user, input, value);
    },
    'company.addAddress': async (event, { user }) => {
      const label = event.kind === 'billing' ? 'Lägg till faktureringsadress' : 'Lägg till leveransadress';
      await user.click(within(form()).getByRole('button', { name: label }));
    },
    'company.removeAddress': async (event, { user, snapshot }) => {
      const { kind, index } = event as unknown as { kind: 'billing' | 'shipping'; index: number };
      const address = (snapshot.context as CompanyFormContext).values[`${kind}_address`][index]!;
      await user.click(within(form()).getByRole('button', { name: `Ta bort ${address.name}` }));
    },
    'company.submit': async (_event, { user }) => {
      await user.click(save());
    },
  },
  states: {
    'form.editing': (context) => {
      expectForm(contextOf(context));
      expect(within(form()).queryByRole('alert')).toBeNull();
      expect(within(form()).queryByText('Informationen har uppdaterats.')).toBeNull();
      expect(within(form()).queryByText('Du har inte behörighet', { exact: false })).toBeNull();
    },
    saving: () => {
      expect(save().getAttribute('data-pending')).toBe('true');
    },
    'form.saved': (context) => {
      const { values } = contextOf(context);
      expect(within(form()).getByText('Informationen har uppdaterats.')).toBeTruthy();
      const stored = acme(context);
      expect(stored.contact_name).toBe(values.contact_name);
      expect(stored.billing_address.map((address) => address.street_address)).toEqual(
        values.billing_address.map((address) => address.street_address),
      );
      expect(stored.shipping_address).toHaveLength(values.shipping_address.length);
    },
    'form.failed': (context) => {
      const alert = within(form()).getByRole('alert');
      expect(alert.textContent).toBe('Kunde inte uppdatera kundenFörsök igen.');
      expectForm(contextOf(context));
      expect(acme(context).contact_name).toBe('Anna Lindqvist');
    },
  },
});
