import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { BusinessSignupValues } from '../../machines/business-signup/business-signup.machine';
import type { CompanyRegistrationContext } from '../../machines/company-registration/company-registration.machine';
import { flowById } from '../../machines/index';
import { labelledInput } from '../support/labelled-input';
import { autofill } from '../support/paste-value';
import { expectPhoneVerdicts } from '../support/phone-verdict';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { testOrigin } from '../support/test-backend';
import {
  businessSignupCheckboxes,
  businessSignupLabels,
  companyRegistrationErrorTexts as errorTexts,
  signupFieldMessages as fieldMessages,
} from '../support/view-texts';
import { modelTest, type StepContext } from './harness';

// The consumer of the QA identities, as the scenarios' input names them.
const email = 'consumer@statefront.test';
const page = () => screen.getByRole('region', { name: 'Registrera ett företag' });
const form = () => page().querySelector('form') as HTMLFormElement;
const submit = () => within(form()).getByRole('button', { name: /^Submit/ });

type TextName = {
  [K in keyof BusinessSignupValues]: BusinessSignupValues[K] extends string ? K : never;
}[keyof BusinessSignupValues];

/** The company part's inputs by label (no contact person: the account is it). */
const contactPerson = ['first_name', 'last_name', 'email', 'phone_number', 'password', 'confirmPassword'];
const labels = Object.fromEntries(
  Object.entries(businessSignupLabels).filter(([name]) => !contactPerson.includes(name)),
) as Partial<Record<TextName, string>>;
const checkboxes: Partial<Record<keyof BusinessSignupValues, string>> = {
  use_billing_as_shipping: businessSignupCheckboxes.use_billing_as_shipping,
  terms_accepted: businessSignupCheckboxes.terms_accepted,
};

const contextOf = ({ snapshot }: StepContext) => snapshot.context as CompanyRegistrationContext;
const field = (name: TextName) => labelledInput(form(), labels[name] as string);

/** What the form shows: the typed and autofilled values, one message per invalid changed field, no contact person. */
function expectForm(context: CompanyRegistrationContext) {
  expect(within(form()).queryByRole('region', { name: 'Kontaktperson' })).toBeNull();
  expect(within(form()).queryByLabelText(/^Lösenord/)).toBeNull();
  for (const name of Object.keys(labels) as TextName[])
    expect(field(name), name).toHaveProperty('value', context.values[name]);
  for (const [key, text] of Object.entries(fieldMessages)) {
    const shown = Object.values(context.fieldErrors).includes(key as never);
    expect(within(form()).queryAllByText(text).length > 0, text).toBe(shown);
  }
  expectPhoneVerdicts(context, [context.values.company_phone]);
}

/** The company the backend made for the signed-in user, its admin, in the company's store group. */
function expectRegistered({ backend, snapshot }: StepContext) {
  const { values } = snapshot.context as CompanyRegistrationContext;
  const company = backend.store.data.companies.find(
    (entry) => entry.organisation_number === values.organisation_number,
  );
  expect(company).toMatchObject({
    name: values.company_name,
    email,
    tax_id_vat_number: values.tax_id_vat_number,
    billing_address: [{ street_address: values.billing_street_address, city: values.billing_city }],
  });
  const user = backend.store.data.users.find((entry) => entry.email === email);
  expect(user).toMatchObject({
    store_group: 'sg-b2b',
    organisations: [expect.objectContaining({ id: company!.id, role: 'customer', level: 'admin' })],
  });
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit.
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/account/signup-page'),
    import('../../src/features/account/company-registration-form'),
    import('../../src/ui/phone-field'),
  ]);
}, 60_000);

signOutAfterEach();

modelTest({
  flow: flowById('company-registration')!,
  url: '/signup/?type=business',
  detailsReplies: ['registerCompany'],
  actorRoutes: { registerCompany: 'POST /api/enad/organisation/signup/' },
  prepare: (backend) => signIn(backend, email),
  ready: async () => {
    await screen.findByRole('region', { name: 'Registrera ett företag' });
    await screen.findByRole('textbox', { name: labels.company_phone });
  },
  // The data agrees with 'Company already exists': the company of the typed number exists (a colleague's).
  arrangeOutcome: async (event, context) => {
    const body = (event.error as { body?: { details?: string } } | undefined)?.body;
    if (event.type !== 'xstate.error.actor.registerCompany' || body?.details !== 'Company already exists')
      return;
    const { values } = contextOf(context);
    const response = await context.backend.fetch(
      new Request(`${testOrigin}/api/enad/create-user/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'kollega@example.test',
          password: 'Sommar2026!',
          first_name: 'Kim',
          last_name: 'Kollega',
          phone_number: '+46701112266',
        }),
      }),
    );
    const { id } = (await response.json()) as { id: string };
    const made = await context.backend.fetch(
      new Request(`${testOrigin}/api/enad/organisation/signup/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: values.company_name,
          organisation_number: values.organisation_number,
          tax_id_vat_number: values.tax_id_vat_number,
          email: 'kollega@example.test',
          billing_address: [{ street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' }],
          shipping_address: [{ street_address: 'Storgatan 1', postal_code: '111 22', city: 'Stockholm' }],
          user_id: id,
          terms_accepted: true,
        }),
      }),
    );
    expect(made.status).toBe(200);
  },
  events: {
    'registration.change': async (event, { user }) => {
      const entries = Object.entries(event.values as Partial<BusinessSignupValues>);
      // The text fields as a browser's autofill fills them, then the checkboxes.
      autofill(
        entries.flatMap(([name, value]) =>
          typeof value === 'boolean' ? [] : [[field(name as TextName), value as string]],
        ),
      );
      for (const [name, value] of entries) {
        if (typeof value !== 'boolean') continue;
        const box = within(form()).getByRole('checkbox', {
          name: checkboxes[name as keyof BusinessSignupValues],
        });
        if ((box as HTMLInputElement).checked !== value) await user.click(box);
      }
    },
    'registration.submit': async (_event, { user }) => {
      await user.click(submit());
    },
  },
  states: {
    idle: (context) => {
      expect(page().textContent).toContain(`Du är inloggad som ${email}.`);
      expectForm(contextOf(context));
      expect(within(page()).queryByRole('alert')).toBeNull();
      expect(submit().getAttribute('data-pending')).toBeNull();
    },
    registering: () => {
      expect(submit().getAttribute('data-pending')).toBe('true');
    },
    error: (context) => {
      const { errorKey, errorMessage } = contextOf(context);
      const alert = within(page()).getByRole('alert');
      expect(within(alert).getByText('Fel')).toBeTruthy();
      expect(alert.textContent).toBe(`Fel${errorMessage ?? errorTexts[errorKey!]}`);
      expectForm(contextOf(context));
    },
    registered: (context) => {
      const card = screen.getByRole('region', { name: 'Företaget är registrerat' });
      expect(card.textContent).toContain(
        `${contextOf(context).values.company_name} är registrerat och du är dess administratör.`,
      );
      expect(
        within(card).getByRole('link', { name: 'Till företagsinformationen' }).getAttribute('href'),
      ).toBe('/my-account/company/');
      expect(page().querySelector('form')).toBeNull();
      expectRegistered(context);
    },
  },
});
