import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { flowById } from '../../machines/index';
import type { NewPasswordContext } from '../../machines/new-password/new-password.machine';
import { pasteValue } from '../support/paste-value';
import { testOrigin } from '../support/test-backend';
import { modelTest } from './harness';

let token = '';
const page = () => screen.getByRole('region', { name: 'Välj nytt lösenord' });
const messages = {
  passwordMinLength: 'Lösenordet måste vara minst 10 tecken',
  passwordRequirements: 'Lösenordet måste innehålla en siffra',
  passwordsDoesNotMatch: 'Lösenorden matchar inte',
};

modelTest({
  flow: flowById('new-password')!,
  url: () => `/reset-password/new/?token=${token}`,
  detailsReplies: ['resetPassword'],
  actorRoutes: { resetPassword: 'POST /api/enad/reset-password/' },
  prepare: async (backend) => {
    await backend.fetch(
      new Request(`${testOrigin}/api/enad/create-reset-password-link/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'consumer@statefront.test' }),
      }),
    );
    const mail = backend.store.data.mailbox.find((entry) => entry.to === 'consumer@statefront.test');
    token = new URL(mail!.link!, testOrigin).searchParams.get('token')!;
  },
  ready: async () => {
    await screen.findByRole('region', { name: 'Välj nytt lösenord' });
  },
  events: {
    'newPassword.change': async (event, { user }) => {
      const field = within(page()).getByLabelText(
        event.field === 'password' ? 'Nytt lösenord' : 'Bekräfta lösenordet',
        {
          selector: 'input',
        },
      );
      await pasteValue(user, field, event.value as string);
    },
    'newPassword.submit': async (_event, { user }) => {
      await user.click(within(page()).getByRole('button', { name: /^Spara lösenord/ }));
    },
  },
  states: {
    editing: ({ snapshot }) => {
      const { fieldErrors, errorMessage, errorKey } = snapshot.context as NewPasswordContext;
      for (const [key, text] of Object.entries(messages)) {
        const shown = Object.values(fieldErrors).includes(key as keyof typeof messages);
        expect(Boolean(within(page()).queryByText(text)), key).toBe(shown);
      }
      if (errorMessage) expect(within(page()).getByRole('alert').textContent).toBe(errorMessage);
      // A failure without a text of its own shows the shared generic one, never nothing.
      else if (errorKey)
        expect(within(page()).getByRole('alert').textContent).toBe('Något gick fel. Försök igen.');
      else expect(within(page()).queryByRole('alert')).toBeNull();
      // Each criterion's hidden state is read in Swedish, as the page is.
      const criteria = within(within(page()).getByRole('list', { name: 'Lösenordet ska ha' })).getAllByRole(
        'listitem',
      );
      const { password: typed } = snapshot.context as NewPasswordContext;
      const state = (met: boolean) => (met ? 'Uppfyllt: ' : 'Inte uppfyllt: ');
      expect(criteria.map((item) => item.textContent?.slice(0, item.textContent.indexOf(':') + 2))).toEqual([
        state(typed.length >= 10),
        state(/\d/.test(typed)),
        state(/[^A-Za-z0-9]/.test(typed)),
      ]);
      const strength = within(page()).getByRole('meter');
      const { password } = snapshot.context as NewPasswordContext;
      expect(Number(strength.getAttribute('aria-valuenow'))).toBe(
        (password.length >= 10 ? 50 : 0) + (/\d/.test(password) ? 50 : 0),
      );
    },
    submitting: () => {
      expect(
        within(page())
          .getByRole('button', { name: /^Spara lösenord/ })
          .getAttribute('data-pending'),
      ).toBe('true');
    },
    success: async ({ backend }) => {
      expect(within(page()).getByRole('heading', { name: 'Lösenordet är bytt' })).toBeTruthy();
      const login = await backend.fetch(
        new Request(`${testOrigin}/api/enad/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'consumer@statefront.test', password: 'Vinter2026!x' }),
        }),
      );
      expect(login.status).toBe(200);
    },
    expired: () => {
      expect(within(page()).getByText('Länken har gått ut.')).toBeTruthy();
      expect(within(page()).getByRole('link', { name: 'Be om en ny länk' }).getAttribute('href')).toBe(
        '/reset-password/',
      );
    },
  },
});
