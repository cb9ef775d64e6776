// How the forgot-password machine's paths are played in the browser: a shopper asks for a reset link for
// consumer@statefront.test (a verified account of the seed); the unverified and unknown outcomes are the
// scenarios' errors, so the real backend answers only the calls the path lets through.
import { expect, type Page } from '@playwright/test';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import {
  type BrowserFlowAdapter,
  type BrowserStepContext,
  carriesDetails,
  modelSnapshotAt,
  stepsSoFar,
} from './play-path';

const email = 'consumer@statefront.test';
const view = (page: Page) => page.getByRole('region', { name: 'Glömt lösenordet' });
const button = (page: Page, name: RegExp | string) => view(page).getByRole('button', { name });
const submit = (page: Page) => button(page, /^Skicka länk/);
const resend = (page: Page) => button(page, /^Skicka en ny länk/);
const sendVerification = (page: Page) => button(page, /^Skicka verifieringslänk/);
const heading = (page: Page, name: string) => view(page).getByRole('heading', { name, exact: true });

interface Mail {
  to: string;
  link?: string;
}
const mailsTo = async ({ mock }: BrowserStepContext, to: string) =>
  (await mock.data<Mail[]>('mailbox')).filter((mail) => mail.to === to);

/**
 * How many calls of these actors the path so far let through to the backend (each sends one mail; a refusal
 * on a 200 is answered without the backend).
 */
const doneCount = (context: BrowserStepContext, actors: string[]) =>
  stepsSoFar(context).filter(
    (step) =>
      actors.some((actor) => step.event?.type === `xstate.done.actor.${actor}`) &&
      !carriesDetails(step.event?.output),
  ).length;

/** What the form shows: the model's field message and server text after the path so far. */
const formMessages = (context: BrowserStepContext) => {
  const { fieldError, errorMessage } = modelSnapshotAt(forgotPasswordMachine, context).context;
  return { fieldError: fieldError !== null, errorMessage };
};

export const forgotPasswordAdapter: BrowserFlowAdapter = {
  url: '/reset-password/',
  detailsReplies: ['createResetLink', 'resendResetLink', 'createVerifyLink'],
  actorRoutes: {
    createResetLink: 'POST /api/enad/create-reset-password-link/',
    resendResetLink: 'POST /api/enad/create-reset-password-link/',
    createVerifyLink: 'POST /api/enad/create-verify-link/',
  },
  ready: async ({ page }) => {
    await expect(view(page)).toBeVisible();
    await expect(view(page).getByRole('textbox', { name: 'E-post' })).toBeEditable();
  },
  events: {
    'forgotPassword.change': async (event, { page }) => {
      const field = view(page).getByRole('textbox', { name: 'E-post' });
      // Cleared first: typing the text already there changes nothing, so the form would not hear it.
      await field.fill('');
      await field.fill(event.email as string);
    },
    'forgotPassword.submit': async (_event, { page }) => {
      await submit(page).click();
    },
    'forgotPassword.resend': async (_event, { page }) => {
      await resend(page).click();
    },
    'forgotPassword.sendVerification': async (_event, { page }) => {
      await sendVerification(page).click();
    },
    'forgotPassword.restart': async (_event, { page }) => {
      await button(page, 'Försök med en annan adress').click();
    },
  },
  states: {
    form: async (context) => {
      const { page } = context;
      const { fieldError, errorMessage } = formMessages(context);
      await expect(submit(page)).toBeVisible();
      await expect(submit(page)).not.toHaveAttribute('data-pending', 'true');
      await expect(view(page).getByText('Ange en giltig e-postadress')).toHaveCount(fieldError ? 1 : 0);
      if (errorMessage) await expect(view(page).getByRole('alert')).toHaveText(errorMessage);
      else await expect(view(page).getByRole('alert')).toHaveCount(0);
    },
    sending: async ({ page }) => {
      await expect(submit(page)).toHaveAttribute('data-pending', 'true');
    },
    'checkEmail.waiting': async (context) => {
      const { page } = context;
      await expect(heading(page, 'Kolla din e-post')).toBeVisible();
      await expect(view(page).getByText(`Vi har skickat en länk till ${email}.`)).toBeVisible();
      await expect(view(page).getByRole('timer')).toHaveText(/^Du kan be om en ny länk om [0-5]:\d\d\.$/);
      await expect(resend(page)).toHaveCount(0);
      // One reset mail per link the backend created, the last with a link to the new-password page.
      const mails = await mailsTo(context, email);
      expect(mails).toHaveLength(doneCount(context, ['createResetLink', 'resendResetLink']));
      expect(mails.at(-1)?.link).toMatch(/^\/reset-password\/new\/\?token=/);
    },
    'checkEmail.canResend': async ({ page }) => {
      await expect(heading(page, 'Kolla din e-post')).toBeVisible();
      await expect(view(page).getByRole('timer')).toHaveCount(0);
      await expect(resend(page)).toBeEnabled();
      await expect(resend(page)).not.toHaveAttribute('data-pending', 'true');
    },
    'checkEmail.resending': async ({ page }) => {
      await expect(resend(page)).toHaveAttribute('data-pending', 'true');
    },
    emailNotVerified: async ({ page }) => {
      await expect(heading(page, 'E-postadressen är inte verifierad')).toBeVisible();
      await expect(sendVerification(page)).not.toHaveAttribute('data-pending', 'true');
    },
    sendingVerification: async ({ page }) => {
      await expect(sendVerification(page)).toHaveAttribute('data-pending', 'true');
    },
    emailVerfySent: async (context) => {
      const { page } = context;
      await expect(heading(page, 'Verifieringslänk skickad')).toBeVisible();
      await expect(view(page).getByText(`Vi har skickat en verifieringslänk till ${email}.`)).toBeVisible();
      const mails = await mailsTo(context, email);
      expect(mails.at(-1)?.link).toMatch(/^\/login\/\?verify=/);
    },
    emailNotFound: async ({ page }) => {
      await expect(heading(page, 'Inget konto hittades')).toBeVisible();
      await expect(view(page).getByRole('link', { name: 'Skapa konto' }).first()).toBeVisible();
      await expect(button(page, 'Försök med en annan adress')).toBeVisible();
    },
  },
};
