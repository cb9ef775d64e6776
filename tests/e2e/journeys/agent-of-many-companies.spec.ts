// Journey: an agent of 13 companies (more than the chooser's first page of ten) finds the eleventh by search in
// the checkout's customer card and orders for it. From a fresh backend to the order the backend stored.
import { card, companyChooser, logInToCheckout, sessionCompany } from '../business-checkout';
import { expect, pickOption, test } from '../fixtures';
import { widget } from '../provider-page';

interface StoredOrder {
  orderRef: string;
  organisation_number?: string;
  user_id?: string;
  attributes?: { merchantReference1?: string };
  shippingAddress: { company_name?: string; street_address: string; city: string };
  lines: { productVariantId: string; quantity: number }[];
}

test('an agent of 13 companies finds the eleventh by search and orders for it with Walley', async ({
  page,
  mock,
}) => {
  await logInToCheckout(page, 'agent13@statefront.test');
  // The login chose the agent's first company.
  const company = companyChooser(page);
  await expect(company).toHaveValue('Acme AB');
  // The first page holds ten companies: the eleventh, Stockholm Padel Club AB, is not among them.
  await company.focus();
  await company.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveCount(10);
  await expect(page.getByRole('option', { name: 'Stockholm Padel Club AB' })).toHaveCount(0);
  // A search finds it on the server.
  await company.fill('padel');
  await expect(page.getByRole('option')).toHaveText([/^Stockholm Padel Club AB/]);
  await pickOption(page, 'Stockholm Padel Club AB');
  await expect(company).toHaveValue('Stockholm Padel Club AB');
  await expect(card(page).getByRole('status')).toHaveCount(0);
  await expect
    .poll(async () => (await sessionCompany(page))?.company)
    .toMatchObject({ name: 'Stockholm Padel Club AB', registrationNumber: '559012-3456' });
  // The agent is the contact person; the company's address goes to Walley.
  await expect(card(page).getByRole('combobox', { name: 'Kontaktperson' })).toHaveValue('Tove Agrell');
  await expect(widget(page).locator('input[name="address"]')).toHaveValue('Hornsgatan 120');
  await widget(page).locator('input[name="telephoneNumber"]').fill('+46701234509');
  await widget(page).locator('button[data-outcome="paid"]').click();
  const confirmation = page.getByText(/Ordernummer: SF-2\d+/);
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.textContent())?.match(/SF-2\d+/)?.[0];

  const stored = (await mock.data<StoredOrder[]>('orders')).find((order) => order.orderRef === reference);
  const users = await mock.data<{ id: string; email: string }[]>('users');
  expect(stored).toMatchObject({
    organisation_number: '559012-3456',
    user_id: users.find((user) => user.email === 'agent13@statefront.test')?.id,
    attributes: { merchantReference1: '5590123456' },
    shippingAddress: { company_name: 'Stockholm Padel Club AB', street_address: 'Hornsgatan 120' },
    lines: [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }],
  });
});
