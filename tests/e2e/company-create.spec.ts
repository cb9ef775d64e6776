// Company creation from the checkout's customer information card (decision 020): an agent creates a company
// for themself through the organisation signup call; the card then orders for it.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { card, companyChooser, logInToCheckout, sessionCompany } from './business-checkout';
import { expect, pickOption, test } from './fixtures';
import { widget } from './provider-page';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Skapa företag' });

/** The form's messages (customer.json, companyCreate.errors) that its rules can show. */
const messages = {
  nameMin: 'Företagsnamnet måste ha minst 2 tecken',
  contactNameMin: 'Kontaktpersonens namn måste ha minst 2 tecken',
  emailValidation: 'Ange en giltig e-postadress',
  phoneRequired: 'Telefonnummer krävs',
  phoneValidation: 'Ange ett giltigt telefonnummer',
  organisationNumberRequired: 'Organisationsnummer krävs',
  vatNumberRequired: 'Momsregistreringsnummer krävs',
  billingRequired: 'Minst en faktureringsadress krävs',
  shippingRequired: 'Minst en leveransadress krävs',
  streetRequired: 'Gatuadress krävs',
  cityRequired: 'Ort krävs',
  postalCodeRequired: 'Postnummer krävs',
  countryRequired: 'Land krävs',
} as const;
type Message = keyof typeof messages;

/** The messages an empty form shows: every rule but the optional invoice e-mail's and the addresses' own. */
const emptyFormMessages: Message[] = [
  'nameMin',
  'contactNameMin',
  'emailValidation',
  'phoneRequired',
  'organisationNumberRequired',
  'vatNumberRequired',
  'billingRequired',
  'shippingRequired',
];
/** The messages of an empty address: street, city, postal code, country and phone. */
const emptyAddressMessages: Message[] = [
  'streetRequired',
  'cityRequired',
  'postalCodeRequired',
  'countryRequired',
  'phoneRequired',
];

/** Each message is shown as often as given within the scope (once when listed, never when not). */
async function expectMessages(scope: Locator, counts: Partial<Record<Message, number>>) {
  for (const [key, text] of Object.entries(messages) as [Message, string][])
    await expect(scope.getByText(text, { exact: true }), text).toHaveCount(counts[key] ?? 0);
}
const once = (keys: Message[]) => Object.fromEntries(keys.map((key) => [key, 1]));

const field = (scope: Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });
const address = (page: Page, name: string) => dialog(page).getByRole('region', { name, exact: true });

/** Opens the dialog from the card and waits for its lazily loaded form. */
async function openCreateDialog(page: Page) {
  await card(page).getByRole('button', { name: 'Skapa företag' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(field(dialog(page), 'Telefon')).toBeVisible();
}

const submit = (page: Page) =>
  dialog(page).getByRole('button', { name: 'Skapa företag', exact: true }).click();

interface NewCompany {
  name: string;
  organisationNumber: string;
  vat: string;
  contact: string;
  email: string;
  phone: string;
  billing: { street: string; postalCode: string; city: string; phone: string };
  shipping: { street: string; postalCode: string; city: string; phone: string };
}

const newCompany: NewCompany = {
  name: 'Tryckeriet Norr AB',
  organisationNumber: '559900-1122',
  vat: 'SE559900112201',
  contact: 'Mikael Holm',
  email: 'Inkop@Tryckeriet-Norr.test',
  phone: '+46701234590',
  billing: { street: 'Storgatan 12', postalCode: '903 26', city: 'Umeå', phone: '+46701234591' },
  shipping: { street: 'Hamngatan 4', postalCode: '972 38', city: 'Luleå', phone: '+46701234592' },
};

/** Fills an address section (country Sverige) as a user does. */
async function fillAddress(page: Page, name: string, values: NewCompany['billing']) {
  const section = address(page, name);
  await field(section, 'Gatuadress').fill(values.street);
  await field(section, 'Postnummer').fill(values.postalCode);
  await field(section, 'Ort').fill(values.city);
  // The address's country select (its phone field has a country picker too, already set).
  await section.getByRole('button', { name: /Välj land/ }).click();
  await pickOption(page, 'Sverige', { exact: true });
  await expect(section.getByRole('button', { name: /Sverige Land/ })).toBeVisible();
  await field(section, 'Telefon för adressen').fill(values.phone);
}

/** Fills the whole form, adding one billing and one shipping address when none are there yet. */
async function fillCompany(page: Page, values: NewCompany) {
  const form = dialog(page);
  await field(form, 'Företagsnamn').fill(values.name);
  await field(form, 'Organisationsnummer').fill(values.organisationNumber);
  await field(form, 'Momsregistreringsnummer').fill(values.vat);
  await field(form, 'Kontaktperson').fill(values.contact);
  await field(form, 'E-post').fill(values.email);
  await field(form, 'Telefon').fill(values.phone);
  for (const [kind, list] of [
    ['Lägg till faktureringsadress', 'Faktureringsadress 1'],
    ['Lägg till leveransadress', 'Leveransadress 1'],
  ] as const)
    if ((await address(page, list).count()) === 0) await form.getByRole('button', { name: kind }).click();
  await fillAddress(page, 'Faktureringsadress 1', values.billing);
  await fillAddress(page, 'Leveransadress 1', values.shipping);
}

interface StoredCompany {
  id: string;
  name: string;
  organisation_number: string;
  tax_id_vat_number?: string;
  contact_name?: string;
  email: string;
  phone?: string;
  billing_address: { street_address: string; city: string; postal_code: string; country: string }[];
  shipping_address: { street_address: string; city: string; postal_code: string; country: string }[];
}
interface StoredUser {
  email: string;
  organisations: { id: string; name: string; role: string; level: string }[];
}

test.describe('company creation in checkout', () => {
  test('an agent is told what is missing, creates a company, orders for it and pays', async ({
    page,
    mock,
  }) => {
    // The number is nobody's yet (the seed has many companies).
    const bare = (number: string) => number.replace(/[\s-]/g, '');
    const seeded = await mock.data<StoredCompany[]>('companies');
    expect(seeded.filter((company) => bare(company.organisation_number) === '5599001122')).toEqual([]);
    await logInToCheckout(page, 'agent@statefront.test');
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    await openCreateDialog(page);

    // The empty form: every rule that an empty form breaks shows its message, nothing else.
    await submit(page);
    await expectMessages(dialog(page), once(emptyFormMessages));
    await expect(field(dialog(page), 'Företagsnamn')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog(page), 'Faktura-e-post')).not.toHaveAttribute('aria-invalid', 'true');

    // An address of each kind: the 'at least one' messages go, the new addresses' own show at the next submit.
    await dialog(page).getByRole('button', { name: 'Lägg till faktureringsadress' }).click();
    await dialog(page).getByRole('button', { name: 'Lägg till leveransadress' }).click();
    await expect(address(page, 'Faktureringsadress 1')).toBeVisible();
    await expect(address(page, 'Leveransadress 1')).toBeVisible();
    const fieldMessages = emptyFormMessages.filter(
      (key) => key !== 'billingRequired' && key !== 'shippingRequired',
    );
    await expectMessages(dialog(page), once(fieldMessages));
    await submit(page);
    for (const name of ['Faktureringsadress 1', 'Leveransadress 1'])
      await expectMessages(address(page, name), once(emptyAddressMessages));
    // In the whole form: the fields' messages once, each address message twice, 'phone required' three times.
    await expectMessages(dialog(page), {
      ...once(fieldMessages),
      ...Object.fromEntries(emptyAddressMessages.map((key) => [key, 2])),
      phoneRequired: 3,
    });

    // Filled in validly, every message goes and the company is created.
    await fillCompany(page, newCompany);
    await expectMessages(dialog(page), {});
    await submit(page);
    await expect(dialog(page)).toHaveCount(0);

    // The card orders for the new company, the agent its contact person.
    await expect(companyChooser(page)).toHaveValue('Tryckeriet Norr AB');
    await expect(companyChooser(page)).toBeEnabled();
    await expect(card(page).getByRole('combobox', { name: 'Kontaktperson' })).toHaveValue('Mikael Holm');
    await expect(card(page).getByRole('status')).toHaveCount(0);
    // The organisation number keeps the form it was typed in, as the seeded companies' do; the merchant
    // reference is without its hyphen (decision 020).
    await expect
      .poll(async () => (await sessionCompany(page))?.company)
      .toMatchObject({
        name: 'Tryckeriet Norr AB',
        registrationNumber: '559900-1122',
        taxId: 'SE559900112201',
        reference: 'Mikael Holm',
      });
    expect((await sessionCompany(page))?.merchantReference1).toBe('5599001122');

    // What the backend stored: the company, its addresses, and the agent as its agent (admin level).
    const companies = await mock.data<StoredCompany[]>('companies');
    const created = companies.filter((company) => company.name === 'Tryckeriet Norr AB');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      organisation_number: '559900-1122',
      store_groups: ['sg-b2b'],
      tax_id_vat_number: 'SE559900112201',
      contact_name: 'Mikael Holm',
      email: 'inkop@tryckeriet-norr.test',
      phone: '+46701234590',
      billing_address: [
        { street_address: 'Storgatan 12', postal_code: '903 26', city: 'Umeå', country: 'SE' },
      ],
      shipping_address: [
        { street_address: 'Hamngatan 4', postal_code: '972 38', city: 'Luleå', country: 'SE' },
      ],
    });
    const agent = (await mock.data<StoredUser[]>('users')).find(
      (user) => user.email === 'agent@statefront.test',
    );
    expect(agent?.organisations).toContainEqual(
      expect.objectContaining({
        id: created[0]?.id,
        name: 'Tryckeriet Norr AB',
        role: 'agent',
        level: 'admin',
      }),
    );
    expect(agent?.organisations).toHaveLength(3);

    // The checkout starts again with the new company's shipping address; the agent pays.
    await expect(widget(page).locator('input[name="address"]')).toHaveValue('Hamngatan 4');
    await widget(page).locator('input[name="telephoneNumber"]').fill('+46701234504');
    await widget(page).locator('button[data-outcome="paid"]').click();
    await expect(page.getByText(/Ordernummer: SF-2\d+/)).toBeVisible();
    const orders =
      await mock.data<
        { organisation_number?: string; shippingAddress: { city: string; company_name?: string } }[]
      >('orders');
    const order = orders.find((entry) => bare(entry.organisation_number ?? '') === '5599001122');
    expect(order?.shippingAddress).toMatchObject({ city: 'Luleå', company_name: 'Tryckeriet Norr AB' });
  });

  test("a company whose organisation number exists: 'Företaget finns redan', nothing stored", async ({
    page,
    mock,
  }) => {
    await logInToCheckout(page, 'agent@statefront.test');
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    const before = await mock.data<StoredCompany[]>('companies');
    await openCreateDialog(page);
    await fillCompany(page, { ...newCompany, name: 'Acme Kopia AB', organisationNumber: '556677-8899' });
    await submit(page);

    // The form stays open with everything kept and says why.
    await expect(dialog(page).getByRole('alert')).toHaveText('Företaget finns redan');
    await expect(field(dialog(page), 'Företagsnamn')).toHaveValue('Acme Kopia AB');
    await expect(dialog(page).getByRole('button', { name: 'Skapa företag', exact: true })).toBeEnabled();
    await expectMessages(dialog(page), {});

    const after = await mock.data<StoredCompany[]>('companies');
    expect(after).toEqual(before);
    const agent = (await mock.data<StoredUser[]>('users')).find(
      (user) => user.email === 'agent@statefront.test',
    );
    expect(agent?.organisations.map((membership) => membership.name).sort()).toEqual([
      'Acme AB',
      'Nordic Print Oy',
    ]);

    // Cancelled, the card still orders for Acme AB.
    await dialog(page).getByRole('button', { name: 'Avbryt' }).last().click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    await expect
      .poll(async () => (await sessionCompany(page))?.company?.registrationNumber)
      .toBe('556677-8899');
  });

  test('no axe violations with the dialog open and its messages shown', async ({ page }) => {
    await logInToCheckout(page, 'agent@statefront.test');
    await expect(companyChooser(page)).toHaveValue('Acme AB');
    await openCreateDialog(page);
    // A billing address, then the submit: field messages, the address's messages (select and phone fields
    // too) and the shipping list's 'at least one' alert all show.
    await dialog(page).getByRole('button', { name: 'Lägg till faktureringsadress' }).click();
    await submit(page);
    await expectMessages(address(page, 'Faktureringsadress 1'), once(emptyAddressMessages));
    await expect(dialog(page).getByRole('alert')).toHaveText(messages.shippingRequired);
    await expectNoAxeViolations(page);
  });
});
