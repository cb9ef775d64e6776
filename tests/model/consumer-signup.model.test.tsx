import { screen, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type {
  ConsumerSignupContext,
  ConsumerSignupValues,
} from '../../machines/consumer-signup/consumer-signup.machine';
import { flowById } from '../../machines/index';
import { isValidPhone } from '../../src/lib/phone';
import { labelledInput } from '../support/labelled-input';
import { autofill } from '../support/paste-value';
import { testOrigin } from '../support/test-backend';
import {
  consumerSignupCheckboxes as checkboxes,
  signupErrorTexts as errorTexts,
  signupFieldMessages as fieldMessages,
  consumerSignupLabels as labels,
} from '../support/view-texts';
import { modelTest, type StepContext } from './harness';

const page = () => screen.getByRole('region', { name: 'Skapa konto' });
const form = () => page().querySelector('form') as HTMLFormElement;
const submit = () => within(form()).getByRole('button', { name: /^Skapa konto/ });
const field = (name: keyof typeof labels) => labelledInput(form(), labels[name]);

const contextOf = ({ snapshot }: StepContext) => snapshot.context as ConsumerSignupContext;

/** A checkbox of the form; the communication preferences sit in a collapsed panel until opened. */
async function checkbox(name: keyof typeof checkboxes, { user }: StepContext) {
  const isPreference = name !== 'privacy';
  const trigger = within(form()).getByRole('button', { name: 'Kommunikationsval' });
  if (isPreference && trigger.getAttribute('aria-expanded') !== 'true') await user.click(trigger);
  return within(form()).getByRole('checkbox', { name: checkboxes[name] });
}

/** What the form shows: the typed values, one message per invalid changed field, nothing else. */
function expectForm(context: ConsumerSignupContext) {
  for (const name of Object.keys(labels) as (keyof typeof labels)[])
    expect(field(name), name).toHaveProperty('value', context.values[name]);
  // The optional phone, once typed, is checked with libphonenumber-js like every phone field ('+4612345' is
  // refused with the spec's message).
  const phone = context.values.phone_number;
  if (phone && context.touched.includes('phone_number'))
    expect(within(form()).queryAllByText(fieldMessages.phoneValidation).length > 0, phone).toBe(
      !isValidPhone(phone),
    );
  for (const [key, text] of Object.entries(fieldMessages)) {
    const shown = Object.values(context.fieldErrors).includes(key as never);
    expect(within(form()).queryAllByText(text).length > 0, text).toBe(shown);
  }
}

/** The account the backend holds for the typed address, as the form sent it. */
function expectStoredAccount({ backend, snapshot }: StepContext) {
  const { values } = snapshot.context as ConsumerSignupContext;
  const stored = backend.store.data.users.find((user) => user.email === values.email.trim().toLowerCase());
  expect(stored).toMatchObject({
    first_name: values.first_name,
    last_name: values.last_name,
    phone_number: values.phone_number,
    market: 'se',
    language: 'sv',
    store_group: 'sg-consumer',
    communication_preferences: {
      allow_email: values.allow_email_notifications,
      allow_sms: values.allow_phone_notifications,
      allow_postal: values.allow_postal_notifications,
    },
    email_verified: false,
  });
}

// The lazily loaded parts are compiled once before the paths run, not inside the first path's time limit (under
// load the first path outgrew it, and the next one failed on what it left behind).
beforeAll(async () => {
  await Promise.all([import('../../src/features/account/signup-page'), import('../../src/ui/phone-field')]);
}, 60_000);

modelTest({
  flow: flowById('consumer-signup')!,
  url: '/signup/',
  detailsReplies: ['requestVerificationLink'],
  actorRoutes: {
    signup: 'POST /api/enad/signup/',
    requestVerificationLink: 'POST /api/enad/create-verify-link/',
  },
  ready: async () => {
    await screen.findByRole('region', { name: 'Skapa konto' });
    // The phone field loads after the form.
    await screen.findByRole('textbox', { name: labels.phone_number });
  },
  // The backend answers for real: the data decides which answer the typed address gets.
  arrangeOutcome: async (event, context) => {
    const isRefusal = event.type === 'xstate.error.actor.signup';
    if (event.type !== 'xstate.done.actor.signup' && !isRefusal) return;
    const { details } = ((isRefusal ? (event.error as { body?: object }).body : event.output) ?? {}) as {
      id?: string;
      details?: string;
    };
    // The visitor signed up before and never verified the address: this signup is their second (answered as
    // a refusal by the gate; the link asked for next is the address's).
    if (details === 'email not verified') {
      const { values, market } = contextOf(context);
      const { phone_number, email, ...rest } = values;
      const first = await context.backend.fetch(
        new Request(`${testOrigin}/api/enad/signup/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ...rest,
            ...market,
            email: email.trim().toLowerCase(),
            ...(phone_number ? { phone_number } : {}),
            status: 'active',
            role: 'customer',
          }),
        }),
      );
      expect(first.status).toBe(200);
    } else if (details && !isRefusal) {
      context.backend.store.faults.push({
        id: 'answer',
        route: 'POST /api/enad/signup/',
        status: 200,
        body: { details },
        times: 1,
      });
    }
  },
  events: {
    'signup.change': async (event, context) => {
      const values = event.values as Partial<ConsumerSignupValues>;
      // The text fields as a browser's autofill fills them, then the checkboxes.
      autofill(
        Object.entries(values).flatMap(([name, value]) =>
          typeof value === 'boolean' ? [] : [[field(name as keyof typeof labels), value as string]],
        ),
      );
      for (const [name, value] of Object.entries(values)) {
        if (typeof value !== 'boolean') continue;
        const box = await checkbox(name as keyof typeof checkboxes, context);
        if ((box as HTMLInputElement).checked !== value) await context.user.click(box);
      }
    },
    'signup.submit': async (_event, { user }) => {
      await user.click(submit());
    },
  },
  states: {
    idle: (context) => {
      expectForm(contextOf(context));
      expect(within(page()).queryByRole('alert')).toBeNull();
      expect(submit().getAttribute('data-pending')).toBeNull();
    },
    submitting: () => {
      expect(submit().getAttribute('data-pending')).toBe('true');
    },
    requestingLink: (context) => {
      expect(submit().getAttribute('data-pending')).toBe('true');
      expectStoredAccount(context);
    },
    error: (context) => {
      const { errorKey, errorMessage } = contextOf(context);
      const alert = within(page()).getByRole('alert');
      expect(within(alert).getByText('Fel')).toBeTruthy();
      expect(alert.textContent).toBe(`Fel${errorMessage ?? errorTexts[errorKey!]}`);
      expectForm(contextOf(context));
    },
    verificationEmailSent: (context) => {
      const email = contextOf(context).values.email.trim().toLowerCase();
      const card = screen.getByRole('region', { name: 'Bekräfta din e-postadress' });
      expect(card.textContent).toContain(email);
      expect(page().querySelector('form')).toBeNull();
      expectStoredAccount(context);
      // One mail per signup, a repeated one's too (issue 32): its link is the one to follow.
      const mails = context.backend.store.data.mailbox.filter((mail) => mail.to === email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.link).toMatch(/\/login\/\?verify=/);
    },
  },
});
