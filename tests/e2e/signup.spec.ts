import type { Page } from '@playwright/test';
import { expect, pickOption, test } from './fixtures';

const signupForm = (page: Page) => page.getByRole('region', { name: 'Skapa konto' });

async function fillSignup(page: Page, values: { email: string; password?: string; phone?: string }) {
  const form = signupForm(page);
  const password = values.password ?? 'Sommar2026!';
  await form.getByRole('textbox', { name: 'Förnamn', exact: true }).fill('Anna');
  await form.getByRole('textbox', { name: 'Efternamn', exact: true }).fill('Lindqvist');
  await form.getByRole('textbox', { name: 'E-post', exact: true }).fill(values.email);
  if (values.phone) await form.getByRole('textbox', { name: 'Telefonnummer (valfritt)' }).fill(values.phone);
  await form.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Bekräfta lösenord', exact: true }).fill(password);
  await form.getByText('Jag godkänner integritetspolicyn').click();
}

test.describe('consumer signup', () => {
  test('a new consumer signs up, confirms the e-mail from the mail and logs in', async ({ page, mock }) => {
    await page.goto('/signup/');
    const form = signupForm(page);
    await expect(form.getByRole('link', { name: 'Läs integritetspolicyn' })).toHaveAttribute(
      'href',
      '/se/integrity/',
    );
    await fillSignup(page, { email: 'Anna.Lindqvist@Example.test', phone: '070-123 45 67' });
    // The live checklist and the strength meter (50 + 50).
    const checklist = form.getByRole('list', { name: 'Lösenordskrav' });
    await expect(checklist.getByRole('listitem')).toHaveText([
      /Uppfyllt: Minst 10 tecken/,
      /Uppfyllt: Minst en siffra/,
      /Uppfyllt: Minst ett specialtecken/,
    ]);
    await expect(form.getByRole('meter', { name: 'Lösenordsstyrka' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // Communication preferences are folded away and all on; the shopper turns SMS off.
    await form.getByRole('button', { name: 'Kommunikationsval' }).click();
    await expect(form.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await form.getByText('SMS', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Skapa konto' }).click();

    const card = page.getByRole('region', { name: 'Bekräfta din e-postadress' });
    await expect(card).toContainText('anna.lindqvist@example.test');
    await expect(page.getByRole('button', { name: 'Skapa konto' })).toHaveCount(0);

    const users = await mock.data<Record<string, unknown>[]>('users');
    expect(users.find((user) => user.email === 'anna.lindqvist@example.test')).toMatchObject({
      first_name: 'Anna',
      last_name: 'Lindqvist',
      phone_number: '+46701234567',
      market: 'se',
      language: 'sv',
      store_group: 'sg-consumer',
      status: 'active',
      email_verified: false,
      communication_preferences: { allow_email: true, allow_sms: false, allow_postal: true },
    });

    const { mails } = await (await page.request.get('/__mock/mailbox?to=anna.lindqvist@example.test')).json();
    const link = mails.at(-1).link as string;
    expect(link).toMatch(/\/login\/\?verify=/);
    await page.goto(link);
    await expect(page.getByText('Din e-postadress är verifierad. Nu kan du logga in.')).toBeVisible();
    const login = page.getByRole('region', { name: 'Logga in' });
    await login.getByLabel('E-post').fill('anna.lindqvist@example.test');
    await login.getByLabel('Lösenord').fill('Sommar2026!');
    await login.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    await expect(page.getByText('Hej Anna!')).toBeVisible();
  });

  test('a visitor from /gb/ signs up in English and is stored in GB, in English, with a +44 phone', async ({
    page,
    context,
    mock,
  }) => {
    // The British home is the visitor's choice of market: the app keeps it for the pages outside `/{country}/`.
    await page.goto('/gb/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'market')?.value)
      .toBe('gb');
    await page.goto('/signup/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const form = page.getByRole('region', { name: 'Create account' });
    await expect(form.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute(
      'href',
      '/gb/integrity/',
    );
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Oliver');
    await form.getByRole('textbox', { name: 'Last name', exact: true }).fill('Bennett');
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('oliver.bennett@example.test');
    // A local number: the phone field starts in the market's country (000:137).
    await form.getByRole('textbox', { name: 'Phone number (optional)' }).fill('07911 123456');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Printing2026!');
    await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Printing2026!');
    await form.getByText('I accept the privacy policy').click();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toContainText(
      'oliver.bennett@example.test',
    );

    // The backend keeps the language lower-cased (the form sent 'EN').
    const users = await mock.data<Record<string, unknown>[]>('users');
    expect(users.find((user) => user.email === 'oliver.bennett@example.test')).toMatchObject({
      market: 'gb',
      language: 'en',
      country_code: 'GB',
      phone_number: '+447911123456',
      store_group: 'sg-consumer',
    });
  });

  // One signup form for its validation and then a taken address (two tests before, decision 068): the
  // validation sends nothing, so the form is as fresh for the next send.
  test("validation messages show under the fields; an address with an account gets 'user already exists' and keeps the form", async ({
    page,
    mock,
  }) => {
    await test.step('validation messages show under the fields', async () => {
      const usersBefore = (await mock.data<unknown[]>('users')).length;
      await page.goto('/signup/');
      const form = signupForm(page);
      await expect(form.getByRole('link', { name: 'Har du redan ett konto? Logga in' })).toBeVisible();
      await form.getByRole('button', { name: 'Skapa konto' }).click();
      for (const message of [
        'Ange ditt förnamn',
        'Ange ditt efternamn',
        'Ange en giltig e-postadress',
        'Lösenordet måste vara minst 10 tecken',
        'Du måste godkänna integritetspolicyn',
      ])
        await expect(form.getByText(message)).toBeVisible();
      // Every change validates again: a password without a digit, a confirmation that differs, a bad phone.
      await form.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('sommarsommar');
      await expect(form.getByText('Lösenordet måste innehålla minst en siffra')).toBeVisible();
      await expect(form.getByRole('meter', { name: 'Lösenordsstyrka' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      await expect(form.getByText('Lösenorden matchar inte')).toBeVisible();
      // The optional phone is checked like every phone field: '+4612345' has E.164's form but is no Swedish number.
      const phone = form.getByRole('textbox', { name: 'Telefonnummer (valfritt)' });
      await phone.fill('+4612345');
      await expect(
        form.getByText('Ange ett giltigt telefonnummer med landsnummer, t.ex. +46701234567'),
      ).toBeVisible();
      await phone.fill('+46701234567');
      await expect(form.getByText(/Ange ett giltigt telefonnummer/)).toBeHidden();
      await form.getByRole('textbox', { name: 'Förnamn', exact: true }).fill('Anna');
      await expect(form.getByText('Ange ditt förnamn')).toBeHidden();
      // Nothing was sent: no account and no mail.
      expect(await mock.data<unknown[]>('users')).toHaveLength(usersBefore);
      expect((await (await page.request.get('/__mock/mailbox')).json()).mails).toEqual([]);
    });
    await test.step("an address with an account gets 'user already exists' and keeps the form", async () => {
      await fillSignup(page, { email: 'consumer@statefront.test' });
      await signupForm(page).getByRole('button', { name: 'Skapa konto' }).click();
      const alert = signupForm(page).getByRole('alert');
      await expect(alert).toContainText('Fel');
      await expect(alert).toContainText('Det finns redan ett konto med den här e-postadressen.');
      await expect(signupForm(page).getByRole('textbox', { name: 'E-post', exact: true })).toHaveValue(
        'consumer@statefront.test',
      );
      await expect(page.getByRole('region', { name: 'Bekräfta din e-postadress' })).toHaveCount(0);
      const mails = (await (await page.request.get('/__mock/mailbox?to=consumer@statefront.test')).json())
        .mails;
      expect(mails).toEqual([]);
      const users = await mock.data<{ email: string; first_name: string }[]>('users');
      expect(users.find((user) => user.email === 'consumer@statefront.test')?.first_name).toBe('Sara');
    });
  });
});

/** The contact person and the company, as a buyer types them; the autofilled fields are left alone. */
async function fillBusinessSignup(page: Page, values: { email: string; organisationNumber: string }) {
  const form = signupForm(page);
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field('Förnamn').fill('Maja');
  await field('Efternamn').fill('Holm');
  await field('E-post').fill(values.email);
  await field('Telefonnummer').fill('070-111 22 33');
  await field('Lösenord').fill('Tryckeri2026');
  await field('Bekräfta lösenord').fill('Tryckeri2026');
  await field('Företagsnamn').fill('Tryckeriet i Norr AB');
  await field('Organisationsnummer').pressSequentially(values.organisationNumber);
  await field('Gatuadress').fill('Storgatan 12');
  await field('Postnummer').fill('903 26');
  await field('Ort').fill('Umeå');
  await form.getByText('Jag godkänner villkoren och integritetspolicyn').click();
}

test.describe('business signup', () => {
  test('a buyer creates a user and a company, confirms the e-mail and logs in as its admin', async ({
    page,
    mock,
  }) => {
    await page.goto('/signup/');
    await page.getByRole('navigation', { name: 'Kontotyp' }).getByRole('link', { name: 'Företag' }).click();
    await expect(page).toHaveURL(/\/signup\/\?type=business$/);
    const form = signupForm(page);
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await fillBusinessSignup(page, { email: 'Maja.Holm@Tryckeriet.test', organisationNumber: '559876-5432' });

    // Autofill: the number loses its dash, the VAT number follows it, the company e-mails and phone follow
    // the contact person's until typed in.
    await expect(field('Organisationsnummer')).toHaveValue('5598765432');
    await expect(field('Momsregistreringsnummer')).toHaveValue('SE559876543201');
    await expect(field('Företagets e-post')).toHaveValue('Maja.Holm@Tryckeriet.test');
    await expect(field('E-post för fakturor (valfritt)')).toHaveValue('Maja.Holm@Tryckeriet.test');
    await expect(field('Företagets telefonnummer (valfritt)')).toHaveValue('+46701112233');
    await field('Företagets e-post').fill('order@tryckeriet.test');
    await field('E-post').fill('maja.holm@tryckeriet.test');
    await expect(field('Företagets e-post')).toHaveValue('order@tryckeriet.test');
    await expect(field('E-post för fakturor (valfritt)')).toHaveValue('maja.holm@tryckeriet.test');

    // The settings' attribute options, single pick.
    await form.getByRole('button', { name: /Bransch \(valfritt\)/ }).click();
    await pickOption(page, 'Industri');

    // The delivery address is the billing address while ticked; unticked, its fields show, copied.
    const sameAddress = form.getByRole('checkbox', { name: 'Samma adress som faktureringsadress' });
    await expect(sameAddress).toBeChecked();
    await expect(form.getByRole('region', { name: 'Leveransadress' }).getByRole('textbox')).toHaveCount(0);
    await form.getByText('Samma adress som faktureringsadress').click();
    const delivery = form.getByRole('region', { name: 'Leveransadress' });
    await expect(delivery.getByRole('textbox', { name: 'Gatuadress', exact: true })).toHaveValue(
      'Storgatan 12',
    );
    await delivery.getByRole('textbox', { name: 'Gatuadress', exact: true }).fill('Lagervägen 3');

    await form.getByRole('button', { name: 'Submit' }).click();
    const card = page.getByRole('region', { name: 'Bekräfta din e-postadress' });
    await expect(card).toContainText('maja.holm@tryckeriet.test');

    // The user first (business store group, the market's language), then its company with it as admin.
    const users = await mock.data<Record<string, unknown>[]>('users');
    const stored = users.find((user) => user.email === 'maja.holm@tryckeriet.test');
    expect(stored).toMatchObject({
      first_name: 'Maja',
      last_name: 'Holm',
      phone_number: '+46701112233',
      store_group: 'sg-b2b',
      market: 'se',
      language: 'sv',
      email_verified: false,
      communication_preferences: { allow_email: false, allow_sms: false, allow_postal: false },
    });
    const companies = await mock.data<Record<string, unknown>[]>('companies');
    const company = companies.find((entry) => entry.organisation_number === '5598765432');
    expect(company).toMatchObject({
      name: 'Tryckeriet i Norr AB',
      tax_id_vat_number: 'SE559876543201',
      email: 'order@tryckeriet.test',
      invoice_email: 'maja.holm@tryckeriet.test',
      phone: '+46701112233',
      status: 'active',
      credit_check: false,
      custom_fields: { attribute_ids: ['attr-industry'] },
      billing_address: [
        {
          street_address: 'Storgatan 12',
          postal_code: '903 26',
          city: 'Umeå',
          country: 'SE',
          is_default: true,
        },
      ],
      shipping_address: [{ street_address: 'Lagervägen 3', city: 'Umeå', shipping_type: 'standard' }],
    });
    expect(stored?.organisations).toEqual([
      expect.objectContaining({ id: company?.id, level: 'admin', role: 'customer' }),
    ]);

    const { mails } = await (await page.request.get('/__mock/mailbox?to=maja.holm@tryckeriet.test')).json();
    await page.goto(mails.at(-1).link);
    await expect(page.getByText('Din e-postadress är verifierad. Nu kan du logga in.')).toBeVisible();
    const login = page.getByRole('region', { name: 'Logga in' });
    await login.getByLabel('E-post').fill('maja.holm@tryckeriet.test');
    await login.getByLabel('Lösenord').fill('Tryckeri2026');
    await login.getByRole('button', { name: 'Logga in' }).click();
    await expect(page).toHaveURL(/\/my-account\/overview\/$/);
    await expect(page.getByText('Hej Maja!')).toBeVisible();
  });

  test("an organisation number that a company has: 'Company already exists', then a corrected one", async ({
    page,
    mock,
  }) => {
    const companiesBefore = (await mock.data<unknown[]>('companies')).length;
    await page.goto('/signup/?type=business');
    const form = signupForm(page);
    await fillBusinessSignup(page, { email: 'maja@tryckeriet.test', organisationNumber: '556677-8899' });
    await form.getByRole('button', { name: 'Submit' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('Fel');
    await expect(alert).toContainText('Det finns redan ett företag med det här organisationsnumret.');
    expect(await mock.data<unknown[]>('companies')).toHaveLength(companiesBefore);
    await expect(page.getByRole('region', { name: 'Bekräfta din e-postadress' })).toHaveCount(0);

    // The corrected number: the user made on the first try (still unverified) gets the company.
    const number = form.getByRole('textbox', { name: 'Organisationsnummer', exact: true });
    await number.fill('5598765433');
    await expect(alert).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Momsregistreringsnummer', exact: true })).toHaveValue(
      'SE559876543301',
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Bekräfta din e-postadress' })).toBeVisible();
    const users =
      await mock.data<{ email: string; organisations: { organisation_number: string }[] }[]>('users');
    const made = users.filter((user) => user.email === 'maja@tryckeriet.test');
    expect(made).toHaveLength(1);
    expect(made[0]?.organisations.map((entry) => entry.organisation_number)).toEqual(['5598765433']);
    expect(await mock.data<unknown[]>('companies')).toHaveLength(companiesBefore + 1);
  });

  test("a verified address gets 'user already exists'; validation messages show under the fields", async ({
    page,
    mock,
  }) => {
    const companiesBefore = (await mock.data<unknown[]>('companies')).length;
    await page.goto('/signup/?type=business');
    const form = signupForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Ange ditt förnamn',
      'Ange ditt efternamn',
      'Ange ett telefonnummer',
      'Lösenordet måste vara minst 10 tecken',
      'Ange företagets namn',
      'Ange organisationsnummer',
      'Ange momsregistreringsnummer',
      'Ange företagets e-postadress',
      'Ange gatuadress',
      'Ange postnummer',
      'Ange ort',
      'Du måste godkänna villkoren',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(form.getByText('Ange en giltig e-postadress')).toBeVisible();
    // The refused submit leaves the focus on the first field it marked, with its message (decision 080).
    const firstName = form.getByRole('textbox', { name: /^Förnamn/ });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('Ange ditt förnamn');
    // A foreign billing address: no VAT number is derived; an emptied number empties a derived one.
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    await field('Organisationsnummer').fill('5598765432');
    await expect(field('Momsregistreringsnummer')).toHaveValue('SE559876543201');
    await field('Organisationsnummer').fill('');
    await expect(field('Momsregistreringsnummer')).toHaveValue('');
    await form
      .getByRole('region', { name: 'Faktureringsadress' })
      .getByRole('button', { name: /Land$/ })
      .click();
    await pickOption(page, 'Norge');
    await field('Organisationsnummer').fill('912345678');
    await expect(field('Momsregistreringsnummer')).toHaveValue('');
    await field('Företagets telefonnummer (valfritt)').fill('+4612');
    await expect(form.getByText(/Ange ett giltigt telefonnummer/)).toBeVisible();

    await page.goto('/signup/?type=business');
    await fillBusinessSignup(page, { email: 'admin@acme.test', organisationNumber: '5598765432' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Det finns redan ett konto med den här e-postadressen.',
    );
    await expect(field('Företagsnamn')).toHaveValue('Tryckeriet i Norr AB');
    expect(await mock.data<unknown[]>('companies')).toHaveLength(companiesBefore);
  });
});
