// How the business signup machine's paths are played in the browser: a buyer fills in /signup/?type=business
// field by field (autofill included); the backend answers for real, its data arranged so the typed address
// gets the answer the path asks for. What the form shows (typed and autofilled values, field messages, the
// alert) is checked against the model's context after the path so far (modelSnapshotAt), as the happy-dom
// model test checks it against the view's snapshot.
import { expect, type Page } from '@playwright/test';
import {
  type BusinessSignupContext,
  type BusinessSignupValues,
  businessSignupMachine,
  businessUserPayload,
} from '../../../machines/business-signup/business-signup.machine';
import type { SignupMarket } from '../../../machines/consumer-signup/consumer-signup.machine';
import {
  businessSignupAlertTexts as alertTexts,
  businessAttributeNames as attributeNames,
  businessSignupCheckboxes,
  businessSignupLabels,
  signupFieldMessages as fieldMessages,
} from '../../support/view-texts';
import { pickOption } from '../fixtures';
import { type BrowserFlowAdapter, type BrowserStepContext, modelSnapshotAt, stepsSoFar } from './play-path';

const view = (page: Page) => page.getByRole('region', { name: 'Skapa konto' });
const form = (page: Page) => view(page).locator('form');
const submit = (page: Page) => form(page).getByRole('button', { name: /^Submit/ });

type TextName = {
  [K in keyof BusinessSignupValues]: BusinessSignupValues[K] extends string ? K : never;
}[keyof BusinessSignupValues];

/** The text inputs by label (the billing address's), and the checkboxes. */
const labels: Partial<Record<TextName, string>> = businessSignupLabels;
const checkboxes: Partial<Record<keyof BusinessSignupValues, string>> = businessSignupCheckboxes;

const field = (page: Page, name: TextName) =>
  (name.startsWith('billing_')
    ? form(page).getByRole('region', { name: 'Faktureringsadress' })
    : form(page)
  ).getByRole('textbox', { name: labels[name], exact: true });
const checkbox = (page: Page, name: keyof BusinessSignupValues) =>
  form(page).getByRole('checkbox', { name: checkboxes[name], exact: true });

/** The model's context after the path so far. */
const expected = (context: BrowserStepContext) =>
  modelSnapshotAt(businessSignupMachine, context).context as BusinessSignupContext;
const emailOf = (context: BrowserStepContext) => expected(context).values.email.trim().toLowerCase();

/** The market the path's last submit carried. */
const submittedMarket = (context: BrowserStepContext) =>
  stepsSoFar(context).findLast((step) => step.event?.type === 'signup.submit')?.event?.market as SignupMarket;

/**
 * What the form shows: the typed and autofilled values, one message per invalid changed field. Some fifty
 * checks of one settled form, made at once: one after the other, their round trips to the browser took seconds
 * per state.
 */
async function expectForm(page: Page, { values, fieldErrors }: BusinessSignupContext) {
  const delivery = form(page).getByRole('region', { name: 'Leveransadress' });
  // One message under each field that breaks the rule (e.g. the e-mail rule under several fields).
  const shown = Object.values(fieldErrors);
  await Promise.all([
    ...(Object.keys(labels) as TextName[]).map((name) =>
      expect(field(page, name), name).toHaveValue(values[name]),
    ),
    ...(Object.keys(checkboxes) as (keyof BusinessSignupValues)[]).map((name) =>
      expect(checkbox(page, name), name).toBeChecked({ checked: values[name] as boolean }),
    ),
    expect(form(page).getByRole('button', { name: /Bransch \(valfritt\)/ })).toContainText(
      attributeNames[values.attribute_id] ?? values.attribute_id,
    ),
    values.use_billing_as_shipping
      ? expect(delivery.getByRole('textbox')).toHaveCount(0)
      : expect(delivery.getByRole('textbox').first()).toBeVisible(),
    ...Object.entries(fieldMessages).map(([key, text]) =>
      expect(form(page).getByText(text, { exact: true }), text).toHaveCount(
        shown.filter((candidate) => candidate === key).length,
      ),
    ),
  ]);
}

interface StoredUser {
  id: string;
  email: string;
  organisations: { id: string; level: string }[];
  [field: string]: unknown;
}
interface StoredCompany {
  id: string;
  organisation_number: string;
  [field: string]: unknown;
}

/** The user the backend holds for the typed address: a business customer with the typed details. */
async function expectStoredUser(context: BrowserStepContext): Promise<StoredUser> {
  const { values } = expected(context);
  const market = submittedMarket(context);
  const email = emailOf(context);
  const stored = async () =>
    (await context.mock.data<StoredUser[]>('users')).find((user) => user.email === email);
  // Polled: the view may be in the state before the backend finished the call the path let through.
  await expect.poll(stored).toMatchObject({
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: values.phone_number,
    // 'default' lets the accounts service choose the business store group.
    store_group: 'sg-b2b',
    market: market.market,
    language: market.language.toLowerCase(),
    communication_preferences: {
      allow_email: values.allow_email_notifications,
      allow_sms: values.allow_phone_notifications,
      allow_postal: values.allow_postal_notifications,
    },
    email_verified: false,
  });
  return (await stored())!;
}

/**
 * The company made for the user, with the user as its admin, when create-user answered with the user's id
 * (the model's `userId`: the scenario's id stands for whatever id the backend gave).
 */
async function expectStoredCompany(context: BrowserStepContext) {
  const { values, userId } = expected(context);
  const company = async () =>
    (await context.mock.data<StoredCompany[]>('companies')).find(
      (entry) => entry.organisation_number === values.organisation_number,
    );
  // 'email not verified' without an id: no company can be made, only the link is asked for.
  if (!userId) {
    expect(await company()).toBeUndefined();
    return;
  }
  await expect.poll(company).toMatchObject({
    name: values.company_name,
    tax_id_vat_number: values.tax_id_vat_number,
    email: values.company_email.toLowerCase(),
    custom_fields: { attribute_ids: [values.attribute_id] },
    billing_address: [{ street_address: values.billing_street_address, city: values.billing_city }],
    shipping_address: [{ street_address: values.billing_street_address, city: values.billing_city }],
  });
  const user = await expectStoredUser(context);
  expect(user.organisations).toEqual([
    expect.objectContaining({ id: (await company())!.id, level: 'admin' }),
  ]);
}

export const businessSignupAdapter: BrowserFlowAdapter = {
  url: '/signup/?type=business',
  detailsReplies: ['createOrganisation', 'requestVerificationLink'],
  actorRoutes: {
    createUser: 'POST /api/enad/create-user/',
    createOrganisation: 'POST /api/enad/organisation/signup/',
    requestVerificationLink: 'POST /api/enad/create-verify-link/',
  },
  ready: async ({ page }) => {
    await expect(form(page).getByRole('region', { name: 'Kontaktperson' })).toBeVisible();
    // Both phone fields load after the form.
    await expect(field(page, 'company_phone')).toBeEditable();
    await expect(field(page, 'phone_number')).toBeEditable();
  },
  // The backend answers for real: the data decides which answer the typed address gets.
  arrangeOutcome: async (event, context) => {
    const isRefusal = event.type === 'xstate.error.actor.createUser';
    if (event.type !== 'xstate.done.actor.createUser' && !isRefusal) return;
    const { id, details } = ((isRefusal ? (event.error as { body?: object }).body : event.output) ?? {}) as {
      id?: string;
      details?: string;
    };
    // The buyer sent the form before and never verified the address: this create-user is their second
    // (same password, so the backend answers the user's id with 'email not verified'; as a refusal the path
    // answers it, and the link asked for next is the address's).
    if (details === 'email not verified') {
      const first = await context.page.request.post('/api/enad/create-user/', {
        data: businessUserPayload(expected(context).values, submittedMarket(context)),
      });
      expect(first.status()).toBe(200);
    }
    // An answer the backend does not give for this data (no id): a one-time answer of the mock.
    if (details && !id && !isRefusal)
      expect(
        (
          await context.mock.fault({
            route: 'POST /api/enad/create-user/',
            status: 200,
            body: { details },
            times: 1,
          })
        ).ok(),
      ).toBe(true);
  },
  events: {
    'signup.change': async (event, { page }) => {
      for (const [name, value] of Object.entries(event.values as Partial<BusinessSignupValues>)) {
        if (typeof value === 'boolean') {
          const box = checkbox(page, name as keyof BusinessSignupValues);
          // The label is what a user clicks; the input itself is visually hidden.
          if ((await box.isChecked()) !== value) await box.locator('xpath=ancestor::label[1]').click();
          await expect(box).toBeChecked({ checked: value });
        } else if (name === 'attribute_id') {
          await form(page)
            .getByRole('button', { name: /Bransch \(valfritt\)/ })
            .click();
          await pickOption(page, attributeNames[value]!, { exact: true });
        } else {
          const input = field(page, name as TextName);
          // Emptying a field that is already empty changes nothing the form hears: as a user would, a
          // character is typed and deleted, so the field counts as changed (its message shows).
          if (!value && (await input.inputValue()) === '') await input.fill('x');
          // Cleared first: typing the text already there changes nothing, so the form would not hear it.
          await input.fill('');
          if (value) await input.fill(value);
        }
      }
    },
    'signup.submit': async (_event, { page }) => {
      await submit(page).click();
    },
  },
  states: {
    idle: async (context) => {
      const { page } = context;
      await expectForm(page, expected(context));
      await expect(view(page).getByRole('alert')).toHaveCount(0);
      await expect(submit(page)).not.toHaveAttribute('data-pending');
    },
    creatingUser: async ({ page }) => {
      await expect(submit(page)).toHaveAttribute('data-pending', 'true');
    },
    creatingOrganisation: async (context) => {
      await expect(submit(context.page)).toHaveAttribute('data-pending', 'true');
      await expectStoredUser(context);
    },
    requestingLink: async (context) => {
      await expect(submit(context.page)).toHaveAttribute('data-pending', 'true');
      await expectStoredCompany(context);
    },
    error: async (context) => {
      const { page } = context;
      const model = expected(context);
      const alert = view(page).getByRole('alert');
      await expect(alert.getByText('Fel', { exact: true })).toBeVisible();
      await expect(alert).toHaveText(
        `Fel${model.errorMessage ?? alertTexts(emailOf(context))[model.errorKey!]}`,
      );
      await expect(submit(page)).not.toHaveAttribute('data-pending');
      await expectForm(page, model);
    },
    confirmEmail: async (context) => {
      const { page, mock } = context;
      const email = emailOf(context);
      const card = page.getByRole('region', { name: 'Bekräfta din e-postadress' });
      await expect(card).toContainText(`Vi har skickat en verifieringslänk till ${email}.`);
      await expect(form(page)).toHaveCount(0);
      await expectStoredCompany(context);
      const mails = (await mock.data<{ to: string; link?: string }[]>('mailbox')).filter(
        (mail) => mail.to === email,
      );
      // One mail per signup, a repeated one's too (issue 32): its link is the one to follow.
      expect(mails).toHaveLength(1);
      expect(mails[0]?.link).toMatch(/^\/login\/\?verify=/);
    },
  },
};
