// The login's verification link and the reset link with a JWT-style token (issue 32, item 8): the token reaches
// the backend, which decides; the page does not drop it as malformed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { createTestBackend, routeOf } from '../support/test-backend';

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LTEyMyIsInB1cnBvc2UiOiJ2ZXJpZnkifQ.c2lnbmF0dXJlX29mX3Rlc3Rz';

/** The in-process backend's fetch, and the bodies of the requests the app sent it. */
function recordingBackend() {
  const backend = createTestBackend();
  const bodies: { route: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    if (request.method === 'POST')
      bodies.push({
        route: routeOf(request),
        body: await request
          .clone()
          .json()
          .catch(() => null),
      });
    return backend.fetch(request);
  };
  return { bodies, fetch };
}

describe('a mailed link whose token is a JWT', () => {
  it('/login/?verify=<jwt> sends the token to verify-email and shows what the backend answers', async () => {
    const { bodies, fetch } = recordingBackend();
    await renderApp(`/login/?verify=${jwt}`, { fetch });
    const page = await screen.findByRole('region', { name: 'Logga in' });
    // The embedded backend knows no such link: its answer shows, as for any unknown link.
    await waitFor(() =>
      expect(
        within(page).getByText('Verifieringslänken gäller inte längre. Logga in för att få en ny.'),
      ).toBeTruthy(),
    );
    expect(bodies.filter((entry) => entry.route === 'POST /api/enad/verify-email/')).toEqual([
      { route: 'POST /api/enad/verify-email/', body: { token: jwt } },
    ]);
  });

  it('/reset-password/new/?token=<jwt> shows the new-password form, not the expired-link message', async () => {
    const { fetch } = recordingBackend();
    await renderApp(`/reset-password/new/?token=${jwt}`, { fetch });
    const page = await screen.findByRole('region', { name: 'Välj nytt lösenord' });
    expect(within(page).getByRole('button', { name: /^Spara lösenord/ })).toBeTruthy();
    expect(within(page).queryByText('Länken har gått ut.')).toBeNull();
  });
});

describe('a mailed link whose token is no token', () => {
  it.each([
    ['too short', 'abc123'],
    ['with spaces', 'abcd%20efgh%20ijkl'],
    ['markup', '%3Cimg%20src%3Dx%3E'],
  ])('/login/?verify= %s asks nothing and shows no banner', async (_name, token) => {
    const { bodies, fetch } = recordingBackend();
    await renderApp(`/login/?verify=${token}`, { fetch });
    const page = await screen.findByRole('region', { name: 'Logga in' });
    expect(within(page).getByRole('button', { name: /^Logga in/ })).toBeTruthy();
    expect(within(page).queryByRole('alert')).toBeNull();
    expect(bodies.map((entry) => entry.route)).not.toContain('POST /api/enad/verify-email/');
  });

  it.each([
    ['too short', 'abc123'],
    ['longer than 2,048 characters', 'a'.repeat(2049)],
    ['markup', '%3Cimg%20src%3Dx%3E'],
  ])('/reset-password/new/?token= %s shows the expired-link message, not the form', async (_name, token) => {
    const { fetch } = recordingBackend();
    await renderApp(`/reset-password/new/?token=${token}`, { fetch });
    const page = await screen.findByRole('region', { name: 'Välj nytt lösenord' });
    expect(within(page).getByText('Länken har gått ut.')).toBeTruthy();
    expect(within(page).queryByRole('button', { name: /^Spara lösenord/ })).toBeNull();
  });

  it('/reset-password/new/?token=<digits> sends the digits as the token text', async () => {
    const { bodies, fetch } = recordingBackend();
    await renderApp('/reset-password/new/?token=12345678', { fetch });
    const page = await screen.findByRole('region', { name: 'Välj nytt lösenord' });
    const user = userEvent.setup();
    await user.type(within(page).getByLabelText('Nytt lösenord', { selector: 'input' }), 'Vinter2026!x');
    await user.type(
      within(page).getByLabelText('Bekräfta lösenordet', { selector: 'input' }),
      'Vinter2026!x',
    );
    await user.click(within(page).getByRole('button', { name: /^Spara lösenord/ }));
    await waitFor(() =>
      expect(bodies.find((entry) => entry.route === 'POST /api/enad/reset-password/')?.body).toEqual({
        password: 'Vinter2026!x',
        reset_password_token: '12345678',
      }),
    );
  });
});

describe('a refused search value is gone, not kept raw by the router (decision 051)', () => {
  it('/signup/?type=business&invitation=<markup> is the business signup, as without an invitation', async () => {
    const { bodies, fetch } = recordingBackend();
    await renderApp('/signup/?type=business&invitation=%3Cimg%20src%3Dx%3E', { fetch });
    const page = await screen.findByRole('region', { name: 'Skapa konto' });
    expect(await within(page).findByLabelText('Företagsnamn', { exact: false })).toBeTruthy();
    expect(bodies.map((entry) => entry.route)).not.toContain('POST /api/enad/organisation-invitations/');
  });
});
