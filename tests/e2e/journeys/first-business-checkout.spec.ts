// Journey (issue 30, item 5): a business buyer's first checkout. Walley is started with the company's preset
// before the buyer has touched the customer card, and the order the backend stores bills the company's billing
// address, not what was typed at Walley.
import { card, companyChooser, logInToCheckout, recordWalleyStarts } from '../business-checkout';
import { expect, test } from '../fixtures';
import { widget } from '../provider-page';

interface StoredOrder {
  orderRef: string;
  organisation_number?: string;
  billingAddress: { company_name?: string; street_address: string; postal_code: string; city: string };
  shippingAddress: { company_name?: string; street_address: string; city: string };
}

test("a buyer's first checkout hands Walley Acme AB's preset; the order bills Acme AB's billing address", async ({
  page,
  mock,
}) => {
  const walleyStarts = await recordWalleyStarts(page);
  await logInToCheckout(page, 'buyer@acme.test');
  await expect(companyChooser(page)).toHaveValue('Acme AB');
  // The buyer, the phone and Acme AB's default delivery address are filled in at Walley.
  await expect(widget(page).locator('input[name="address"]')).toHaveValue('Elektravägen 22');
  await expect(widget(page).locator('input[name="telephoneNumber"]')).toHaveValue('+46701234503');
  // Every Walley start of this checkout, the first included, carried the company's preset.
  expect(walleyStarts.length).toBeGreaterThan(0);
  for (const start of walleyStarts)
    expect(start.businessCustomerPreset).toMatchObject({
      organizationNumber: '556677-8899',
      buyer: {
        firstName: 'Johan',
        lastName: 'Berg',
        email: 'buyer@acme.test',
        mobilePhoneNumber: '+46701234503',
      },
      deliveryAddress: {
        companyName: 'Acme AB',
        address: 'Elektravägen 22',
        postalCode: '126 30',
        city: 'Hägersten',
      },
    });
  // Nothing was chosen in the card: no choice is being stored.
  await expect(card(page).getByRole('status')).toHaveCount(0);

  await widget(page).locator('button[data-outcome="paid"]').click();
  const confirmation = page.getByText(/Ordernummer: SF-2\d+/);
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.textContent())?.match(/SF-2\d+/)?.[0];
  const stored = (await mock.data<StoredOrder[]>('orders')).find((order) => order.orderRef === reference);
  expect(stored).toMatchObject({
    organisation_number: '556677-8899',
    billingAddress: {
      company_name: 'Acme AB',
      street_address: 'Sveavägen 44',
      postal_code: '111 34',
      city: 'Stockholm',
    },
    shippingAddress: { company_name: 'Acme AB', street_address: 'Elektravägen 22', city: 'Hägersten' },
  });
});
