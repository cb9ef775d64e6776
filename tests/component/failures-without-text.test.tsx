// A failure without a text of its own shows the shared rule's generic text (issue 32, item 6): error, else
// message, else 'somethingWentWrong'. Login, forgotten password and new password never fall back silently.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { createTestBackend, testOrigin } from '../support/test-backend';

const somethingWentWrong = 'Något gick fel. Försök igen.';

/** The answers without a text: an empty 200 (no token, no message, no details), a 204, an error with an empty body. */
const textlessAnswers = [
  ['an empty 200', { status: 200, body: {} }],
  ['a 204', { status: 204 }],
  ['a 500 with an empty JSON body', { status: 500, body: {} }],
  ['a 400 whose details are empty', { status: 400, body: { details: '' } }],
] as const;

function backendAnswering(route: string, answer: { status: number; body?: unknown }) {
  const backend = createTestBackend();
  backend.store.faults.push({ id: 'textless', route, ...answer });
  return backend;
}

describe('a failure without a text', () => {
  it.each(textlessAnswers)('login: %s shows the generic alert', async (_name, answer) => {
    const backend = backendAnswering('POST /api/enad/login/', answer);
    await renderApp('/login/', { fetch: backend.fetch });
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Logga in' });
    await user.type(within(form).getByRole('textbox', { name: /^E-post/ }), 'buyer@acme.test');
    await user.type(within(form).getByLabelText(/^Lösenord/, { selector: 'input' }), 'Statefront1!');
    await user.click(within(form).getByRole('button', { name: /^Logga in/ }));
    expect((await within(form).findByRole('alert')).textContent).toBe(somethingWentWrong);
  });

  it.each(textlessAnswers)(
    'forgotten password: %s shows the generic alert above the form',
    async (_name, answer) => {
      const backend = backendAnswering('POST /api/enad/create-reset-password-link/', answer);
      await renderApp('/reset-password/', { fetch: backend.fetch });
      const user = userEvent.setup();
      const page = await screen.findByRole('region', { name: 'Glömt lösenordet' });
      await user.type(within(page).getByRole('textbox', { name: 'E-post' }), 'consumer@statefront.test');
      await user.click(within(page).getByRole('button', { name: /^Skicka länk/ }));
      expect((await within(page).findByRole('alert')).textContent).toBe(somethingWentWrong);
      expect(within(page).getByRole('textbox', { name: 'E-post' })).toBeTruthy();
    },
  );

  it.each(textlessAnswers)(
    'new password: %s shows the generic alert above the form',
    async (_name, answer) => {
      const backend = backendAnswering('POST /api/enad/reset-password/', answer);
      await backend.fetch(
        new Request(`${testOrigin}/api/enad/create-reset-password-link/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'consumer@statefront.test' }),
        }),
      );
      const mail = backend.store.data.mailbox.find((entry) => entry.to === 'consumer@statefront.test');
      await renderApp(mail!.link!, { fetch: backend.fetch });
      const user = userEvent.setup();
      const page = await screen.findByRole('region', { name: 'Välj nytt lösenord' });
      await user.type(within(page).getByLabelText('Nytt lösenord', { selector: 'input' }), 'Vinter2026!x');
      await user.type(
        within(page).getByLabelText('Bekräfta lösenordet', { selector: 'input' }),
        'Vinter2026!x',
      );
      await user.click(within(page).getByRole('button', { name: /^Spara lösenord/ }));
      expect((await within(page).findByRole('alert')).textContent).toBe(somethingWentWrong);
    },
  );
});
