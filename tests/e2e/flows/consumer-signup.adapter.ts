// How the consumer signup machine's paths are played in the browser: a visitor of the Swedish market fills
// in /signup/ field by field; the backend answers for real, its data arranged so the typed address gets
// the answer the path asks for. What the form shows (values, field messages, the alert) is checked against
// the model's context after the path so far (modelSnapshotAt), as the happy-dom model test checks it
// against the view's snapshot.
import { expect, type Locator, type Page } from '@playwright/test';
import {
  type ConsumerSignupContext,
  type ConsumerSignupValues,
  consumerSignupMachine,
  type SignupMarket,
} from '../../../machines/consumer-signup/consumer-signup.machine';
import {
  consumerSignupCheckboxes as checkboxes,
  signupErrorTexts as errorTexts,
  signupFieldMessages as fieldMessages,
  consumerSignupLabels as labels,
} from '../../support/view-texts';
import { type BrowserFlowAdapter, type BrowserStepContext, modelSnapshotAt, stepsSoFar } from './play-path';

const view = (page: Page) => page.getByRole('region', { name: 'Skapa konto' });
const form = (page: Page) => view(page).locator('form');
const submit = (page: Page) => form(page).getByRole('button', { name: /^Skapa konto/ });

type TextName = 'first_name' | 'last_name' | 'email' | 'phone_number' | 'password' | 'confirmPassword';
type CheckboxName = Exclude<keyof ConsumerSignupValues, TextName>;

const field = (page: Page, name: TextName) =>
  form(page).getByRole('textbox', { name: labels[name], exact: true });

/** A checkbox of the form; the communication preferences sit in a collapsed panel until opened. */
async function checkbox(page: Page, name: CheckboxName): Promise<Locator> {
  if (name !== 'privacy') {
    const trigger = form(page).getByRole('button', { name: 'Kommunikationsval' });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  }
  return form(page).getByRole('checkbox', { name: checkboxes[name], exact: true });
}

/** The model's context after the path so far. */
const expected = (context: BrowserStepContext) =>
  modelSnapshotAt(consumerSignupMachine, context).context as ConsumerSignupContext;

/** The market the path's last submit carried. */
function submittedMarket(context: BrowserStepContext): SignupMarket {
  const submit = stepsSoFar(context).findLast((step) => step.event?.type === 'signup.submit');
  return submit?.event?.market as SignupMarket;
}

/** What the form shows: the typed values and ticks, one message per invalid changed field, nothing else. */
async function expectForm(page: Page, { values, fieldErrors }: ConsumerSignupContext) {
  for (const name of Object.keys(labels) as TextName[])
    await expect(field(page, name), name).toHaveValue(values[name]);
  for (const name of Object.keys(checkboxes) as CheckboxName[]) {
    const box = form(page).getByRole('checkbox', { name: checkboxes[name], exact: true });
    // The preferences are in the DOM only while their panel is open.
    if (name === 'privacy' || (await box.count()) > 0)
      await expect(box, name).toBeChecked({ checked: values[name] });
  }
  // One message under each field that breaks the rule (e.g. the e-mail rule under several fields).
  const shown = Object.values(fieldErrors);
  for (const [key, text] of Object.entries(fieldMessages))
    await expect(form(page).getByText(text, { exact: true }), text).toHaveCount(
      shown.filter((candidate) => candidate === key).length,
    );
}

interface StoredUser {
  email: string;
  [field: string]: unknown;
}

/** The account the backend holds for the typed address, as the form sent it. */
async function expectStoredAccount(context: BrowserStepContext) {
  const { values } = expected(context);
  const market = submittedMarket(context);
  const email = values.email.trim().toLowerCase();
  // Polled: the view may be in the state before the backend finished the call the path let through.
  await expect
    .poll(async () => (await context.mock.data<StoredUser[]>('users')).find((user) => user.email === email))
    .toMatchObject({
      first_name: values.first_name,
      last_name: values.last_name,
      phone_number: values.phone_number,
      market: market.market,
      language: market.language.toLowerCase(),
      store_group: market.store_group,
      communication_preferences: {
        allow_email: values.allow_email_notifications,
        allow_sms: values.allow_phone_notifications,
        allow_postal: values.allow_postal_notifications,
      },
      email_verified: false,
    });
}

export const consumerSignupAdapter: BrowserFlowAdapter = {
  url: '/signup/',
  detailsReplies: ['requestVerificationLink'],
  actorRoutes: {
    signup: 'POST /api/enad/signup/',
    requestVerificationLink: 'POST /api/enad/create-verify-link/',
  },
  ready: async ({ page }) => {
    await expect(form(page)).toBeVisible();
    // The phone field loads after the form.
    await expect(field(page, 'phone_number')).toBeEditable();
  },
  // The backend answers for real: the data decides which answer the typed address gets.
  arrangeOutcome: async (event, context) => {
    const isRefusal = event.type === 'xstate.error.actor.signup';
    if (event.type !== 'xstate.done.actor.signup' && !isRefusal) return;
    const { details } = ((isRefusal ? (event.error as { body?: object }).body : event.output) ?? {}) as {
      id?: string;
      details?: string;
    };
    // The visitor signed up before and never verified the address: this signup is their second, which
    // changes nothing but owes the link the shop then asks for (as a refusal the path answers it).
    if (details === 'email not verified') {
      const { phone_number, email, ...rest } = expected(context).values;
      const first = await context.page.request.post('/api/enad/signup/', {
        data: {
          ...rest,
          ...submittedMarket(context),
          email: email.trim().toLowerCase(),
          ...(phone_number ? { phone_number } : {}),
          status: 'active',
          role: 'customer',
        },
      });
      expect(first.status()).toBe(200);
    }
    // An answer without an id the backend never gives by itself: a one-time answer of the mock.
    else if (details && !isRefusal)
      expect(
        (
          await context.mock.fault({
            route: 'POST /api/enad/signup/',
            status: 200,
            body: { details },
            times: 1,
          })
        ).ok(),
      ).toBe(true);
  },
  events: {
    'signup.change': async (event, { page }) => {
      for (const [name, value] of Object.entries(event.values as Partial<ConsumerSignupValues>)) {
        if (typeof value === 'boolean') {
          const box = await checkbox(page, name as CheckboxName);
          // The label is what a user clicks; the input itself is visually hidden.
          if ((await box.isChecked()) !== value) await box.locator('xpath=ancestor::label[1]').click();
          await expect(box).toBeChecked({ checked: value });
          continue;
        }
        const input = field(page, name as TextName);
        // Cleared first: typing the text already there changes nothing, so the form would not hear it.
        await input.fill('');
        await input.fill(value as string);
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
    submitting: async ({ page }) => {
      await expect(submit(page)).toHaveAttribute('data-pending', 'true');
    },
    requestingLink: async (context) => {
      await expect(submit(context.page)).toHaveAttribute('data-pending', 'true');
      await expectStoredAccount(context);
    },
    error: async (context) => {
      const { page } = context;
      const model = expected(context);
      const alert = view(page).getByRole('alert');
      await expect(alert.getByText('Fel', { exact: true })).toBeVisible();
      await expect(alert).toHaveText(`Fel${model.errorMessage ?? errorTexts[model.errorKey!]}`);
      await expect(submit(page)).not.toHaveAttribute('data-pending');
      await expectForm(page, model);
    },
    verificationEmailSent: async (context) => {
      const { page, mock } = context;
      const email = expected(context).values.email.trim().toLowerCase();
      const card = page.getByRole('region', { name: 'Bekräfta din e-postadress' });
      await expect(card).toContainText(
        `Vi har skickat en verifieringslänk till ${email}. Öppna länken för att aktivera ditt konto`,
      );
      await expect(form(page)).toHaveCount(0);
      await expectStoredAccount(context);
      const mails = (await mock.data<{ to: string; link?: string }[]>('mailbox')).filter(
        (mail) => mail.to === email,
      );
      // One mail per signup, a repeated one's too (issue 32): its link is the one to follow.
      expect(mails).toHaveLength(1);
      expect(mails[0]?.link).toMatch(/^\/login\/\?verify=/);
    },
  },
};
