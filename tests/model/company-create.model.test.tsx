import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import type {
  CompanyCreateContext,
  CompanyCreateTextField,
  NewAddressValues,
} from '../../machines/company-create/company-create.machine';
import { flowById } from '../../machines/index';
import customer from '../../src/i18n/locales/sv/customer.json';
import { clearCheckoutVisit, givenCart } from '../support/cart-fixture';
import { labelledInput } from '../support/labelled-input';
import { autofill, pasteValue } from '../support/paste-value';
import { expectPhoneVerdicts } from '../support/phone-verdict';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { modelTest, type StepContext } from './harness';

const texts = customer.companyCreate;
const card = () => screen.getByRole('region', { name: 'Kundinformation' });
const dialog = () => screen.getByRole('dialog', { name: texts.title });
const form = () => dialog().querySelector('form') as HTMLFormElement;
const submit = () => within(form()).getByRole('button', { name: texts.submit });
const contextOf = ({ snapshot }: StepContext) => snapshot.context as CompanyCreateContext;
const section = (kind: 'billing' | 'shipping', index: number) =>
  within(form()).getByRole('region', {
    name: (kind === 'billing' ? texts.billingAddressN : texts.shippingAddressN).replace(
      '{{n}}',
      String(index + 1),
    ),
  });

const fill = ({ user }: StepContext, element: HTMLInputElement, value: string) =>
  pasteValue(user, element, value);

// The lazily loaded card and form are compiled once before the paths run.
beforeAll(async () => {
  await import('../../src/features/checkout/customer-information-card');
  await import('../../src/features/checkout/company-create-dialog');
  await import('../../src/ui/phone-field');
}, 60_000);

signOutAfterEach();
afterEach(() => {
  clearCheckoutVisit();
});

/** The messages shown are those of the context, no other. */
function expectMessages(context: CompanyCreateContext) {
  const shown = new Set(Object.values(context.fieldErrors).map((key) => texts.errors[key]));
  for (const text of Object.values(texts.errors))
    expect(within(form()).queryAllByText(text).length > 0, text).toBe(shown.has(text));
  expectPhoneVerdicts(context, [context.values.phone]);
}

modelTest({
  flow: flowById('company-create')!,
  url: '/se/checkout/',
  actorRoutes: { createCompany: 'POST /api/enad/organisation/signup/' },
  // The agent of Acme AB and Nordic Print Oy creates a company for themself.
  prepare: async (backend) => {
    await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }]);
    await signIn(backend, 'agent@statefront.test');
  },
  ready: async ({ user }) => {
    const open = await within(await screen.findByRole('region', { name: 'Kundinformation' })).findByRole(
      'button',
      { name: texts.create },
    );
    await user.click(open);
    await screen.findByRole('textbox', { name: texts.fields.phone });
  },
  events: {
    'create.change': async (event) => {
      autofill(
        Object.entries(event.values as Record<CompanyCreateTextField, string>).map(([name, value]) => [
          labelledInput(form(), texts.fields[name as CompanyCreateTextField]),
          value,
        ]),
      );
    },
    'create.changeAddress': async (event, context) => {
      const scope = section(event.kind, event.index);
      const values = event.values as Partial<NewAddressValues>;
      autofill(
        (['street_address', 'postal_code', 'city'] as const).flatMap((name) =>
          values[name] === undefined ? [] : [[labelledInput(scope, texts.fields[name]), values[name]]],
        ),
      );
      if (values.phone !== undefined)
        await fill(
          context,
          await within(scope).findByRole('textbox', { name: texts.fields.addressPhone }),
          values.phone,
        );
      if (values.country) {
        await context.user.click(
          within(scope).getAllByRole('button', { name: new RegExp(texts.fields.country) })[0]!, // the phone's country picker comes after it
        );
        await context.user.click(
          await screen.findByRole('option', {
            name: texts.countries[values.country as keyof typeof texts.countries],
          }),
        );
      }
    },
    'create.addAddress': async (event, { user }) => {
      await user.click(
        within(form()).getByRole('button', {
          name: event.kind === 'billing' ? texts.addBilling : texts.addShipping,
        }),
      );
    },
    'create.removeAddress': async (event, { user }) => {
      const name = (event.kind === 'billing' ? texts.billingAddressN : texts.shippingAddressN).replace(
        '{{n}}',
        String(event.index + 1),
      );
      await user.click(
        within(section(event.kind, event.index)).getByRole('button', {
          name: texts.remove.replace('{{name}}', name),
        }),
      );
    },
    'create.submit': async (_event, { user }) => {
      await user.click(submit());
    },
  },
  states: {
    editing: (context) => {
      const { values } = contextOf(context);
      expect(labelledInput(form(), texts.fields.name).value).toBe(values.name);
      expect(within(form()).queryAllByRole('region', { name: /Faktureringsadress \d/ })).toHaveLength(
        values.billing_address.length,
      );
      expect(within(form()).queryAllByRole('region', { name: /Leveransadress \d/ })).toHaveLength(
        values.shipping_address.length,
      );
      expectMessages(contextOf(context));
      expect(within(form()).queryByText(texts.failed)).toBeNull();
    },
    validating: () => {},
    creating: () => {
      expect(submit().getAttribute('data-pending')).toBe('true');
    },
    failed: (context) => {
      const { errorKey, errorMessage } = contextOf(context);
      expect(
        within(form()).getByText(errorKey ? texts[errorKey] : (errorMessage ?? texts.failed)),
      ).toBeTruthy();
      expect(submit().getAttribute('data-pending')).toBeNull();
    },
    created: (context) => {
      const { values } = contextOf(context);
      expect(screen.queryByRole('dialog')).toBeNull();
      const company = context.backend.store.data.companies.find(
        (entry) => entry.organisation_number === values.organisation_number,
      );
      // Stored with the number as typed (with its dash) and the agent's store group (the spec's store_groups).
      const agent = context.backend.store.data.users.find((user) => user.email === 'agent@statefront.test');
      expect(company).toMatchObject({
        name: values.name,
        contact_name: values.contact_name,
        store_groups: [agent!.store_group],
      });
      // The new company is the chosen one, the agent its agent.
      expect((within(card()).getByRole('combobox', { name: /Företag/ }) as HTMLInputElement).value).toBe(
        values.name,
      );
      expect(
        context.backend.store.data.users.find((user) => user.email === 'agent@statefront.test')
          ?.organisations,
      ).toContainEqual(expect.objectContaining({ id: company!.id, role: 'agent', level: 'admin' }));
    },
  },
});
