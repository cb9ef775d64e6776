// The company chooser on the company page of a super admin, over the in-process backend: a failed list says so
// and Try again loads it; a search with no match says 'no company found'; a search that matches is chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { createTestBackend, routeOf } from '../support/test-backend';

beforeAll(async () => {
  // The lazily loaded page parts are compiled once, not inside the test's time limit.
  await import('../../src/features/account/company-administration');
  await import('../../src/features/account/company-chooser');
}, 60_000);
signOutAfterEach();

it('says when the companies cannot be loaded, loads them on Try again, finds none or the one searched', async () => {
  const backend = createTestBackend();
  await signIn(backend, 'super@statefront.test');
  let failing = true;
  const fetch = (request: Request) =>
    failing && routeOf(request) === 'GET /api/enad/companies/'
      ? Promise.resolve(Response.json({ error: 'Service unavailable' }, { status: 503 }))
      : backend.fetch(request);
  await renderApp('/my-account/company/', { fetch });
  const user = userEvent.setup();

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Företagen kunde inte hämtas.');
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

  const chooser = screen.getByRole('combobox', { name: 'Välj företag' });
  await user.type(chooser, 'ingen sådan');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox.textContent).toBe('Inga företag hittades.'));
  await user.clear(chooser);
  await user.type(chooser, 'nordic');
  await user.click(await screen.findByRole('option', { name: 'Nordic Print Oy' }));
  expect((chooser as HTMLInputElement).value).toBe('Nordic Print Oy');
  expect(await screen.findByRole('form', { name: 'Uppgifter om Nordic Print Oy' })).toBeTruthy();
});
