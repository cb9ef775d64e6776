// A throttled login (429) shows the shop's translated "too many attempts" text, not the service's English.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { createTestBackend, testOrigin } from '../support/test-backend';

describe('/login/ when the account is throttled', () => {
  it('shows the translated message with the minutes to wait', async () => {
    // One wrong password locks the account for 15 minutes (the default allows 5).
    const backend = createTestBackend({
      throttle: { limits: { loginFailuresPerAccount: { limit: 1, windowMs: 15 * 60_000 } } },
    });
    const wrong = await backend.fetch(
      new Request(`${testOrigin}/api/enad/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@acme.test', password: 'Fel-losenord-1' }),
      }),
    );
    expect(wrong.status).toBe(401);
    await renderApp('/login/', { fetch: backend.fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^E-post/ }), 'admin@acme.test');
    await user.type(screen.getByLabelText(/^Lösenord/), 'Statefront1!');
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    expect(await screen.findByText('För många försök. Vänta 15 minuter och försök igen.')).toBeTruthy();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
  });
});
