// The company form is in the shopper session's market (decision 045): a Finnish admin who logs in on a Swedish
// page is in Finland from then on, so the company's phone starts at +358 (seed 000: 'Default country is the
// market's country, falling back to SE'), and a number typed without + is stored as +358…, not +46….
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { dialCodes } from '../support/dial-codes';
import { renderApp } from '../support/render-app';
import { signOutAfterEach } from '../support/sign-in';
import { createTestBackend } from '../support/test-backend';

beforeAll(async () => {
  // The lazily loaded page parts are compiled once, not inside the test's time limit.
  await import('../../src/features/account/company-administration');
  await import('../../src/ui/phone-field');
}, 60_000);
signOutAfterEach();

it("a Finnish admin's company phone typed without + is saved as +358", async () => {
  const backend = createTestBackend();
  const { router } = await renderApp('/login/?redirect=/my-account/company/', { fetch: backend.fetch });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^E-post/ }), 'aino.virtanen@nordicprint.test');
  await user.type(screen.getByLabelText(/^Lösenord/), 'Statefront1!');
  await user.click(screen.getByRole('button', { name: 'Logga in' }));

  const form = await screen.findByRole('form', { name: /Nordic Print Oy/ }, { timeout: 15_000 });
  expect(router.state.location.pathname).toBe('/my-account/company/');
  expect(await dialCodes(1, () => form)).toEqual(['+358']);
  const phone = within(form).getByRole('textbox', { name: /^Puhelinnumero/ });
  await user.clear(phone);
  await user.type(phone, '040 123 4567');
  await user.click(within(form).getByRole('button', { name: 'Tallenna' }));

  expect(await within(form).findByText('Tiedot on päivitetty.')).toBeTruthy();
  const company = backend.store.data.companies.find((entry) => entry.name === 'Nordic Print Oy')!;
  await waitFor(() => expect(company.phone).toBe('+358401234567'));
});
