import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

/** A business cart in Sweden (Walley), its token in the cart token cookie; the login then keeps it. */
async function givenBusinessCart(page: Page, request: APIRequestContext) {
  const started = await request.post('/shopper/sessions/start', {
    data: { storeGroupId: 'sg-b2b', countryCode: 'SE', languageCode: 'sv' },
  });
  const { token } = (await started.json()) as { token: string };
  await request.post('/shopper/sessions/items', {
    data: { productVariantId: 'v-ts-1001-black-s', quantity: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  await page.context().addCookies([{ name: 'cartToken', value: token, url: new URL('/', page.url()).href }]);
  return token;
}

/** Logs in on the login page with the checkout as the redirect target. */
async function logInToCheckout(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/se/');
  const token = await givenBusinessCart(page, request);
  await page.goto('/login/?redirect=/se/checkout/');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/se\/checkout\/$/);
  return token;
}

const card = (page: Page) => page.getByRole('region', { name: 'Kundinformation' });
const widget = (page: Page) => page.frameLocator('main iframe');

async function sessionCompany(request: APIRequestContext, page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value;
  const session = (await (
    await request.get('/shopper/sessions', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { cart: { attributes?: { company?: Record<string, string>; merchantReference1?: string } } };
  return session.cart.attributes;
}

test.describe('customer information in checkout', () => {
  test('a business buyer of Acme AB picks a shipping address and pays; the order carries company and address', async ({
    page,
    request,
    mock,
  }) => {
    await logInToCheckout(page, request, 'buyer@acme.test');
    // One company: the select shows it, disabled; no contact person for a customer.
    const company = card(page).getByRole('button', { name: /Acme AB/ });
    await expect(company).toBeVisible();
    await expect(company).toBeDisabled();
    await expect(card(page).getByLabel('Kontaktperson')).toHaveCount(0);
    await card(page).getByRole('tab', { name: 'Leveransadress' }).click();
    await card(page)
      .getByText(/Kontor Göteborg/)
      .click();
    await expect(card(page).getByRole('radio', { name: /Kontor Göteborg/ })).toBeChecked();
    // The checkout starts again with the address handed to Walley.
    await expect(widget(page).locator('input[name="address"]')).toHaveValue('Kungsportsavenyen 10');
    expect(await sessionCompany(request, page)).toMatchObject({
      company: { registrationNumber: '556677-8899', name: 'Acme AB', reference: 'Johan Berg' },
      merchantReference1: '5566778899',
    });
    await widget(page).locator('input[name="telephoneNumber"]').fill('+46701234503');
    await widget(page).locator('button[data-outcome="paid"]').click();
    await expect(page.getByText(/Ordernummer: SF-2\d+/)).toBeVisible();
    const orders =
      await mock.data<{ organisation_number?: string; shippingAddress: { city: string } }[]>('orders');
    const order = orders.find(
      (entry) => entry.organisation_number === '556677-8899' && entry.shippingAddress.city === 'Göteborg',
    );
    expect(order).toBeTruthy();
  });

  test('an agent orders for a contact person of Acme AB, then switches to Nordic Print Oy', async ({
    page,
    request,
  }) => {
    await logInToCheckout(page, request, 'agent@statefront.test');
    const contact = card(page).getByRole('combobox', { name: 'Kontaktperson' });
    await expect(contact).toHaveValue('Mikael Holm');
    await expect(contact).toBeEnabled();
    await contact.fill('Johan');
    await expect(page.getByRole('option', { name: 'Johan Berg' })).toBeVisible();
    await contact.press('ArrowDown');
    await contact.press('Enter');
    await expect(card(page).getByRole('status')).toHaveCount(0);
    await expect
      .poll(async () => (await sessionCompany(request, page))?.company?.reference)
      .toBe('Johan Berg');
    // Another agent is never offered; the agent themself is.
    await contact.fill('Mik');
    await expect(page.getByRole('option', { name: 'Mikael Holm' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The company select offers both of the agent's companies.
    await card(page)
      .getByRole('button', { name: /Acme AB/ })
      .click();
    await page.getByRole('option', { name: 'Nordic Print Oy' }).click();
    await expect
      .poll(async () => (await sessionCompany(request, page))?.company?.name)
      .toBe('Nordic Print Oy');
    await expect(contact).toHaveValue('Mikael Holm');
  });

  test('a super admin searches (paged) and picks Sleepy AB: the inactive warning', async ({
    page,
    request,
  }) => {
    await logInToCheckout(page, request, 'super@statefront.test');
    await expect(card(page).getByText('Välj ett företag att beställa för.')).toBeVisible();
    await expect(card(page).getByRole('navigation', { name: 'Sidor med företag' })).toBeVisible();
    await card(page).getByRole('searchbox', { name: 'Sök företag' }).fill('Sleepy');
    await card(page).getByRole('button', { name: 'Välj Sleepy AB' }).click();
    await expect(
      card(page).getByText('Företaget är inaktivt. Kontakta kundtjänst för mer information.'),
    ).toBeVisible();
    await expect.poll(async () => (await sessionCompany(request, page))?.company?.name).toBe('Sleepy AB');
    // A super admin has no contact person by default.
    await expect(card(page).getByRole('combobox', { name: 'Kontaktperson' })).toHaveValue('');
  });

  test('Riskable AB shows the not-credit-valid warning; no axe violations with the card', async ({
    page,
    request,
  }) => {
    await logInToCheckout(page, request, 'viktor.rask@riskable.test');
    await expect(card(page).getByText(/Företaget är inte kreditgodkänt/)).toBeVisible();
    await expect(card(page).getByText(/Företaget är inaktivt/)).toHaveCount(0);
    await expect(widget(page).getByRole('heading', { name: 'Walley Checkout' })).toBeVisible();
    const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
    // react-aria's live announcer keeps a short-lived announcement labelled by an element that is gone by
    // then (axe: role-img-alt); it removes it after 7 s. Not a state a reader meets: wait it out. (Open issue.)
    await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
    const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});
