import { expectNoAxeViolations } from './axe';
import { card, companyChooser, openCheckoutSignedIn, sessionCompany } from './business-checkout';
import { expect, pickOption, test } from './fixtures';
import { widget } from './provider-page';

test.describe('customer information in checkout', () => {
  test('a business buyer of Acme AB picks a shipping address and pays; the order carries company and address', async ({
    page,
    mock,
  }) => {
    await openCheckoutSignedIn(page, 'buyer@acme.test');
    // One company: the chooser shows it, disabled; no contact person for a customer.
    const company = companyChooser(page);
    await expect(company).toHaveValue('Acme AB');
    await expect(company).toBeDisabled();
    await expect(card(page).getByLabel('Kontaktperson')).toHaveCount(0);
    await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
    // A buyer may not edit the company: the company's addresses only, no 'new' tab.
    await expect(card(page).getByRole('tab', { name: 'Ny' })).toHaveCount(0);
    await card(page)
      .getByText(/Kontor Göteborg/)
      .click();
    await expect(card(page).getByRole('radio', { name: /Kontor Göteborg/ })).toBeChecked();
    // The checkout starts again with the address handed to Walley.
    await expect(widget(page).locator('input[name="address"]')).toHaveValue('Kungsportsavenyen 10');
    // The billing address chosen in the card reaches the session and the order.
    await card(page).getByRole('tab', { name: 'Faktureringsadress' }).click();
    await card(page)
      .getByText(/Box 1203/)
      .click();
    await expect(card(page).getByRole('radio', { name: /Box 1203/ })).toBeChecked();
    await expect.poll(async () => (await sessionCompany(page))?.billingAddress?.street).toBe('Box 1203');
    expect(await sessionCompany(page)).toMatchObject({
      company: { registrationNumber: '556677-8899', name: 'Acme AB', reference: 'Johan Berg' },
      merchantReference1: '5566778899',
    });
    // Walley's business preset: the buyer's own mobile phone (the user's) is filled in.
    await expect(widget(page).locator('input[name="address"]')).toHaveValue('Kungsportsavenyen 10');
    await expect(widget(page).locator('input[name="telephoneNumber"]')).toHaveValue('+46701234503');
    await widget(page).locator('button[data-outcome="paid"]').click();
    const placed = page.getByText(/Ordernummer: SF-2\d+/);
    await expect(placed).toBeVisible();
    const orderRef = /SF-2\d+/.exec((await placed.textContent()) ?? '')?.[0];
    const orders = await mock.data<{ orderRef: string }[]>('orders');
    expect(orders.find((entry) => entry.orderRef === orderRef)).toMatchObject({
      organisation_number: '556677-8899',
      shippingAddress: { city: 'Göteborg' },
      billingAddress: { street_address: 'Box 1203', city: 'Solna' },
    });
  });

  test('on a 360 px phone the card fits the page and its address tabs work', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openCheckoutSignedIn(page, 'buyer@acme.test');
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    await expect(widget(page).locator('input[name="address"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await card(page).boundingBox())!.width).toBeLessThanOrEqual(360 - 2 * 16);
    await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
    await card(page)
      .getByText(/Kontor Göteborg/)
      .click();
    await expect(card(page).getByRole('radio', { name: /Kontor Göteborg/ })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the billing address chosen in the card reaches Klarna's billing address", async ({ page, mock }) => {
    // Klarna's start and updates as the shop sends them.
    const klarnaBodies: { billing_address?: Record<string, string> }[] = [];
    await page.route('**/shopper-kco/orders', async (route) => {
      if (route.request().method() !== 'GET') klarnaBodies.push(route.request().postDataJSON());
      await route.fallback();
    });
    // Acme's cart offers Klarna only (a Swedish business cart offers Walley otherwise).
    await openCheckoutSignedIn(page, 'buyer@acme.test', async (token) =>
      expect((await mock.paymentProviders(token, ['KlarnaCheckout'])).ok()).toBe(true),
    );
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
    await card(page).getByRole('tab', { name: 'Faktureringsadress' }).click();
    await card(page)
      .getByText(/Box 1203/)
      .click();
    await expect(card(page).getByRole('radio', { name: /Box 1203/ })).toBeChecked();
    // The checkout starts again and Klarna's order is told the billing address, the shipping address kept.
    await expect
      .poll(() => klarnaBodies.map((body) => body.billing_address).filter(Boolean))
      .toContainEqual(expect.objectContaining({ street_address: 'Box 1203', city: 'Solna' }));
    await expect(widget(page).getByRole('heading', { name: 'Klarna Checkout' })).toBeVisible();
  });

  // One checkout for the agent's contact person, company and new address (two tests before, decision 068): the
  // agent switches back to Acme AB before the new address.
  test('an agent orders for a contact person of Acme AB, switches to Nordic Print Oy and back, then sends the order to a new shipping address: required messages, kept over a reload, on the order', async ({
    page,
    mock,
  }) => {
    await openCheckoutSignedIn(page, 'agent@statefront.test');
    const company = companyChooser(page);
    await test.step('a contact person of Acme AB, then Nordic Print Oy', async () => {
      const contact = card(page).getByRole('combobox', { name: 'Kontaktperson' });
      await expect(contact).toHaveValue('Mikael Holm');
      await expect(contact).toBeEnabled();
      await contact.fill('Johan');
      await expect(page.getByRole('option', { name: 'Johan Berg' })).toBeVisible();
      await contact.press('ArrowDown');
      await contact.press('Enter');
      await expect(card(page).getByRole('status')).toHaveCount(0);
      await expect.poll(async () => (await sessionCompany(page))?.company?.reference).toBe('Johan Berg');
      await expect(contact).toHaveValue('Johan Berg');
      // Another agent is never offered; the agent themself is.
      await contact.fill('Mik');
      await expect(page.getByRole('option', { name: 'Mikael Holm' })).toBeVisible();
      await page.keyboard.press('Escape');
      // The company chooser offers both of the agent's companies (opened from the keyboard).
      await expect(company).toHaveValue('Acme AB');
      await company.focus();
      await company.press('ArrowDown');
      await expect(page.getByRole('option')).toHaveText([/^Acme AB/, /^Nordic Print Oy/]);
      await pickOption(page, 'Nordic Print Oy');
      await expect(company).toHaveValue('Nordic Print Oy');
      await expect.poll(async () => (await sessionCompany(page))?.company?.name).toBe('Nordic Print Oy');
      await expect(contact).toHaveValue('Mikael Holm');
    });
    await test.step('back to Acme AB', async () => {
      await company.fill('Acme');
      await pickOption(page, 'Acme AB');
      await expect(company).toHaveValue('Acme AB');
      await expect.poll(async () => (await sessionCompany(page))?.company?.name).toBe('Acme AB');
    });
    await test.step('a new shipping address: required messages, kept over a reload, on the order', async () => {
      await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
      await card(page).getByRole('tab', { name: 'Ny' }).click();
      const form = card(page).getByRole('form', { name: 'Leveransadress: ny adress' });
      await expect(
        form.getByText('Adressen används bara för den här ordern; den sparas inte i företaget.'),
      ).toBeVisible();
      // The company's name and Sweden are filled in; nothing else.
      const companyName = form.getByRole('textbox', { name: 'Företagsnamn' });
      await expect(companyName).toHaveValue('Acme AB');
      await companyName.fill('');
      await form.getByRole('button', { name: 'Använd adressen' }).click();
      for (const message of [
        'Företagsnamn krävs',
        'Gatuadress krävs',
        'Postnummer krävs',
        'Ort krävs',
        'Län/region krävs',
      ])
        await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByText('Land krävs')).toHaveCount(0);
      await expect(card(page).getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The draft survives a switch of tabs; each message goes as its field is filled.
      await card(page).getByRole('tab', { name: 'Faktureringsadress' }).click();
      await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
      await card(page).getByRole('tab', { name: 'Ny' }).click();
      await expect(form.getByText('Gatuadress krävs')).toBeVisible();
      await companyName.fill('Acme AB Bygg');
      await form.getByRole('textbox', { name: 'Gatuadress' }).fill('Industrigatan 4');
      await form.getByRole('textbox', { name: 'Postnummer' }).fill('753 30');
      await form.getByRole('textbox', { name: 'Ort' }).fill('Uppsala');
      await form.getByRole('textbox', { name: 'Län/region' }).fill('Uppsala län');
      await expect(form.getByText(/krävs$/)).toHaveCount(0);
      await form.getByRole('textbox', { name: 'Län/region' }).press('Enter');
      await expect(form.getByText('Ordern använder den här adressen.')).toBeVisible();
      // The checkout starts again with the new address handed to Walley.
      await expect(widget(page).locator('input[name="address"]')).toHaveValue('Industrigatan 4');
      await card(page).getByRole('tab', { name: 'Befintlig' }).click();
      await expect(
        card(page).getByText('Ordern använder en ny adress: Industrigatan 4, 753 30 Uppsala'),
      ).toBeVisible();
      await expect(card(page).getByRole('radio', { checked: true })).toHaveCount(0);

      // A reload keeps the new address in use (the card's choice in sessionStorage).
      await page.reload();
      await expect(widget(page).locator('input[name="city"]')).toHaveValue('Uppsala');
      await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
      await expect(card(page).getByRole('tab', { name: 'Ny', selected: true })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Gatuadress' })).toHaveValue('Industrigatan 4');

      await widget(page).locator('input[name="telephoneNumber"]').fill('+46701234504');
      await widget(page).locator('button[data-outcome="paid"]').click();
      await expect(page.getByText(/Ordernummer: SF-2\d+/)).toBeVisible();
      const orders =
        await mock.data<
          {
            organisation_number?: string;
            shippingAddress: { street_address: string; city: string; company_name?: string };
          }[]
        >('orders');
      expect(orders.find((entry) => entry.shippingAddress.city === 'Uppsala')).toMatchObject({
        organisation_number: '556677-8899',
        shippingAddress: { street_address: 'Industrigatan 4', city: 'Uppsala', company_name: 'Acme AB Bygg' },
      });
      // Not saved to the company.
      const companies =
        await mock.data<{ name: string; shipping_address: { city: string }[] }[]>('companies');
      const acme = companies.find((company) => company.name === 'Acme AB');
      expect(acme?.shipping_address.some((address) => address.city === 'Uppsala')).toBe(false);
    });
  });

  test('a super admin pages through every company, searches and picks Sleepy AB: the inactive warning', async ({
    page,
  }) => {
    await openCheckoutSignedIn(page, 'super@statefront.test');
    await expect(card(page).getByText('Välj ett företag att beställa för.')).toBeVisible();
    const company = companyChooser(page);
    await company.focus();
    await company.press('ArrowDown');
    await expect(page.getByRole('option')).toHaveCount(10);
    // Walking to the end of the list from the keyboard loads the next page (18 companies in all).
    for (let step = 0; step < 10; step++) await company.press('ArrowDown');
    await expect(page.getByRole('option')).toHaveCount(18);
    await company.fill('Sleepy');
    await pickOption(page, 'Sleepy AB');
    await expect(
      card(page).getByText('Företaget är inaktivt. Kontakta kundtjänst för mer information.'),
    ).toBeVisible();
    await expect.poll(async () => (await sessionCompany(page))?.company?.name).toBe('Sleepy AB');
    // A super admin has no contact person by default.
    await expect(card(page).getByRole('combobox', { name: 'Kontaktperson' })).toHaveValue('');
  });

  test('Riskable AB shows the not-credit-valid warning; its admin gets the new address form; no axe violations', async ({
    page,
  }) => {
    await openCheckoutSignedIn(page, 'viktor.rask@riskable.test');
    await expect(card(page).getByText(/Företaget är inte kreditgodkänt/)).toBeVisible();
    await expect(card(page).getByText(/Företaget är inaktivt/)).toHaveCount(0);
    await expect(widget(page).getByRole('heading', { name: 'Walley Checkout' })).toBeVisible();
    // The company's admin may enter a new address: axe over the open form too.
    await card(page).getByRole('tab', { name: 'Faktureringsadress' }).click();
    await card(page).getByRole('tab', { name: 'Ny' }).click();
    await expect(card(page).getByRole('form', { name: 'Faktureringsadress: ny adress' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
