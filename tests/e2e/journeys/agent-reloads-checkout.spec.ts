// Journey (issue 30, item 4): an agent of 13 companies chooses one the company chooser's first page of ten does
// not hold, then reloads the checkout. The card shows that company from its first paint on, Walley is started with
// its preset and the order the backend stores is for it, with its billing address.
import {
  card,
  companyChooser,
  logInToCheckout,
  recordWalleyStarts,
  sessionCompany,
} from '../business-checkout';
import { expect, pickOption, test } from '../fixtures';
import { widget } from '../provider-page';

interface StoredOrder {
  orderRef: string;
  organisation_number?: string;
  billingAddress: { company_name?: string; street_address: string; postal_code: string; city: string };
  shippingAddress: { company_name?: string; street_address: string };
}

test('an agent of 13 companies chooses the eleventh, reloads the checkout: the card, Walley and the order agree', async ({
  page,
  mock,
}) => {
  await logInToCheckout(page, 'agent13@statefront.test');
  const company = companyChooser(page);
  await expect(company).toHaveValue('Acme AB');
  // Stockholm Padel Club AB is not on the chooser's first page: a search finds it.
  await company.focus();
  await company.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveCount(10);
  await expect(page.getByRole('option', { name: 'Stockholm Padel Club AB' })).toHaveCount(0);
  await company.fill('padel');
  await pickOption(page, 'Stockholm Padel Club AB');
  await expect(card(page).getByRole('status')).toHaveCount(0);
  await expect.poll(async () => (await sessionCompany(page))?.company?.name).toBe('Stockholm Padel Club AB');

  // Every value the company chooser shows after the reload, frame by frame, from its first paint.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownCompanies: string[] }).shownCompanies = shown;
    const watch = () => {
      for (const input of document.querySelectorAll<HTMLInputElement>('input[role="combobox"]'))
        if (
          input.labels?.[0]?.textContent?.startsWith('Företag') &&
          input.value &&
          shown.at(-1) !== input.value
        )
          shown.push(input.value);
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const walleyStarts = await recordWalleyStarts(page);
  await page.reload();
  await expect(company).toHaveValue('Stockholm Padel Club AB');
  await expect(widget(page).locator('input[name="address"]')).toHaveValue('Hornsgatan 120');
  expect(
    await page.evaluate(() => (window as unknown as { shownCompanies: string[] }).shownCompanies),
  ).toEqual(['Stockholm Padel Club AB']);
  // Walley was started with the chosen company's preset: the agent as buyer, the company's address.
  expect(walleyStarts.at(-1)?.businessCustomerPreset).toMatchObject({
    organizationNumber: '559012-3456',
    buyer: { firstName: 'Tove', lastName: 'Agrell', email: 'agent13@statefront.test' },
    deliveryAddress: { companyName: 'Stockholm Padel Club AB', address: 'Hornsgatan 120', city: 'Stockholm' },
  });

  await widget(page).locator('input[name="telephoneNumber"]').fill('+46701234509');
  await widget(page).locator('button[data-outcome="paid"]').click();
  const confirmation = page.getByText(/Ordernummer: SF-2\d+/);
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.textContent())?.match(/SF-2\d+/)?.[0];
  const stored = (await mock.data<StoredOrder[]>('orders')).find((order) => order.orderRef === reference);
  expect(stored).toMatchObject({
    organisation_number: '559012-3456',
    billingAddress: {
      company_name: 'Stockholm Padel Club AB',
      street_address: 'Hornsgatan 120',
      postal_code: '117 28',
      city: 'Stockholm',
    },
    shippingAddress: { company_name: 'Stockholm Padel Club AB', street_address: 'Hornsgatan 120' },
  });
});
