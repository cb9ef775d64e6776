import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ForgotPasswordContext } from '../../machines/forgot-password/forgot-password.machine';
import { flowById } from '../../machines/index';
import { pasteValue } from '../support/paste-value';
import { modelTest } from './harness';

const page = () => screen.getByRole('region', { name: 'Glömt lösenordet' });
const somethingWentWrong = 'Något gick fel. Försök igen.';
const mailsTo = (
  backend: Parameters<NonNullable<Parameters<typeof modelTest>[0]['prepare']>>[0],
  email: string,
) => backend.store.data.mailbox.filter((mail) => mail.to === email);

modelTest({
  flow: flowById('forgot-password')!,
  url: '/reset-password/',
  detailsReplies: ['createResetLink', 'resendResetLink', 'createVerifyLink'],
  actorRoutes: {
    createResetLink: 'POST /api/enad/create-reset-password-link/',
    resendResetLink: 'POST /api/enad/create-reset-password-link/',
    createVerifyLink: 'POST /api/enad/create-verify-link/',
  },
  ready: async () => {
    await screen.findByRole('region', { name: 'Glömt lösenordet' });
  },
  events: {
    'forgotPassword.change': async (event, { user }) => {
      const field = within(page()).getByRole('textbox', { name: 'E-post' });
      await pasteValue(user, field, event.email as string);
    },
    'forgotPassword.submit': async (_event, { user }) => {
      await user.click(within(page()).getByRole('button', { name: /^Skicka länk/ }));
    },
    'forgotPassword.resend': async (_event, { user }) => {
      await user.click(within(page()).getByRole('button', { name: /^Skicka en ny länk/ }));
    },
    'forgotPassword.sendVerification': async (_event, { user }) => {
      await user.click(within(page()).getByRole('button', { name: /^Skicka verifieringslänk/ }));
    },
    'forgotPassword.restart': async (_event, { user }) => {
      await user.click(within(page()).getByRole('button', { name: 'Försök med en annan adress' }));
    },
  },
  states: {
    form: ({ snapshot }) => {
      const { fieldError, errorMessage, errorKey } = snapshot.context as ForgotPasswordContext;
      expect(Boolean(within(page()).queryByText('Ange en giltig e-postadress'))).toBe(fieldError !== null);
      if (errorMessage) expect(within(page()).getByRole('alert').textContent).toBe(errorMessage);
      // A failure without a text of its own shows the shared generic one, never nothing.
      else if (errorKey) expect(within(page()).getByRole('alert').textContent).toBe(somethingWentWrong);
      else expect(within(page()).queryByRole('alert')).toBeNull();
    },
    sending: () => {
      expect(
        within(page())
          .getByRole('button', { name: /^Skicka länk/ })
          .getAttribute('data-pending'),
      ).toBe('true');
    },
    'checkEmail.waiting': ({ backend }) => {
      expect(within(page()).getByRole('heading', { name: 'Kolla din e-post' })).toBeTruthy();
      expect(within(page()).getByRole('timer').textContent).toMatch(
        /Du kan be om en ny länk om [0-5]:\d\d\./,
      );
      expect(mailsTo(backend, 'consumer@statefront.test').at(-1)?.link).toMatch(
        /^\/reset-password\/new\/\?token=/,
      );
    },
    'checkEmail.canResend': () => {
      expect(within(page()).getByRole('button', { name: /^Skicka en ny länk/ })).toBeTruthy();
    },
    'checkEmail.resending': () => {
      expect(
        within(page())
          .getByRole('button', { name: /^Skicka en ny länk/ })
          .getAttribute('data-pending'),
      ).toBe('true');
    },
    emailNotVerified: () => {
      expect(within(page()).getByRole('heading', { name: 'E-postadressen är inte verifierad' })).toBeTruthy();
    },
    sendingVerification: () => {
      expect(
        within(page())
          .getByRole('button', { name: /^Skicka verifieringslänk/ })
          .getAttribute('data-pending'),
      ).toBe('true');
    },
    emailVerfySent: () => {
      expect(within(page()).getByRole('heading', { name: 'Verifieringslänk skickad' })).toBeTruthy();
    },
    emailNotFound: () => {
      expect(within(page()).getByRole('heading', { name: 'Inget konto hittades' })).toBeTruthy();
      expect(within(page()).getAllByRole('link', { name: 'Skapa konto' }).length).toBeGreaterThan(0);
    },
  },
});
