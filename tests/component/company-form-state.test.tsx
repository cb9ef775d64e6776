// A company as signup makes it has no state or province (signup never asks for one, Swedish addresses have none):
// its admin saves the company form without typing one (issue 32, item 3; decision company-state-optional).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, expect, it } from 'vitest';
import { labelledInput } from '../support/labelled-input';
import { renderApp } from '../support/render-app';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { createTestBackend } from '../support/test-backend';

beforeAll(async () => {
  // The lazily loaded page parts are compiled once, not inside the test's time limit.
  await import('../../src/features/account/company-administration');
  await import('../../src/ui/phone-field');
}, 60_000);
signOutAfterEach();

it('saves a company whose delivery addresses have no state or province', async () => {
  const backend = createTestBackend();
  const company = backend.store.data.companies.find((entry) => entry.name === 'Sleepy AB')!;
  for (const address of company.shipping_address) delete address.state_province;
  await signIn(backend, 'sofia.lund@sleepy.test');
  await renderApp('/my-account/company/', { fetch: backend.fetch });
  const user = userEvent.setup();

  const form = await screen.findByRole('form', { name: 'Uppgifter om Sleepy AB' }, { timeout: 15_000 });
  const shipping = within(form).getByRole('region', { name: 'Leveransadresser' });
  const state = labelledInput(shipping, 'Län eller region');
  expect(state.value).toBe('');
  expect(state.required || state.getAttribute('aria-required') === 'true').toBe(false);
  const contact = labelledInput(form, 'Kontaktnamn');
  await user.clear(contact);
  await user.type(contact, 'Sofia Lund');
  await user.click(within(form).getByRole('button', { name: /^Spara/ }));

  expect(await within(form).findByText('Informationen har uppdaterats.')).toBeTruthy();
  expect(within(form).queryByText('Ange län eller region')).toBeNull();
  await waitFor(() => expect(company.contact_name).toBe('Sofia Lund'));
  expect(company.shipping_address.every((address) => !address.state_province)).toBe(true);
});
