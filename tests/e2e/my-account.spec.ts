import { expect, openSignedIn, pickOption, test } from './fixtures';

interface StoredUser {
  email: string;
  first_name: string;
  phone_number?: string;
  address?: { street?: string; city?: string };
  communication_preferences?: { allow_postal?: boolean };
  organisations: { id: string }[];
}

test.describe('my information', () => {
  test('a consumer edits their information, sees it kept after a reload, then deletes the account', async ({
    page,
    mock,
  }) => {
    await openSignedIn(page, '/my-account/information/', 'consumer@statefront.test');
    const card = page.getByRole('region', { name: 'Personuppgifter' });
    await expect(card.getByRole('textbox', { name: 'E-post' })).toHaveAttribute('readonly', '');
    await card.getByRole('textbox', { name: 'Gatuadress' }).fill('Götgatan 50');
    await card.getByRole('textbox', { name: 'Ort' }).fill('Göteborg');
    await card.getByRole('textbox', { name: 'Telefonnummer (valfritt)' }).fill('+4670');
    await card.getByRole('checkbox', { name: 'Post', exact: true }).check({ force: true });
    await card.getByRole('button', { name: 'Spara' }).click();
    await expect(
      card.getByText('Ange ett giltigt telefonnummer med landsnummer, t.ex. +46701234567'),
    ).toBeVisible();
    await card.getByRole('textbox', { name: 'Telefonnummer (valfritt)' }).fill('0709876543');
    await card.getByRole('button', { name: 'Spara' }).click();
    await expect(card.getByRole('status')).toHaveText('Dina uppgifter har sparats.');
    // The banner hides after 5 seconds.
    await expect(card.getByText('Dina uppgifter har sparats.')).toBeHidden({ timeout: 15_000 });
    const stored = (await mock.data<StoredUser[]>('users')).find(
      (u) => u.email === 'consumer@statefront.test',
    );
    expect(stored).toMatchObject({
      phone_number: '+46709876543',
      address: { street: 'Götgatan 50', city: 'Göteborg' },
      communication_preferences: { allow_postal: true },
    });
    await page.reload();
    await expect(card.getByRole('textbox', { name: 'Gatuadress' })).toHaveValue('Götgatan 50');
    await expect(card.getByRole('checkbox', { name: 'Post', exact: true })).toBeChecked();

    // A failed save shows its text.
    await mock.fault({
      route: 'POST /api/enad/update-user/',
      status: 503,
      body: { error: 'Service unavailable' },
      times: 1,
    });
    await card.getByRole('button', { name: 'Spara' }).click();
    await expect(card.getByRole('alert')).toHaveText('Dina uppgifter kunde inte sparas.Service unavailable');

    // Deleting: the keyword enables the button; the user is logged out to the home page.
    await page.getByRole('button', { name: 'Radera konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Radera ditt konto' });
    await expect(dialog.getByRole('button', { name: 'Radera kontot' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Skriv RADERA' }).fill('radera');
    await dialog.getByRole('button', { name: 'Radera kontot' }).click();
    await expect(page).toHaveURL(/\/se\/$/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('userToken');
    expect((await mock.data<StoredUser[]>('users')).some((u) => u.email === 'consumer@statefront.test')).toBe(
      false,
    );
    await page.goto('/login/');
    const form = page.getByRole('region', { name: 'Logga in' });
    await form.getByLabel('E-post').fill('consumer@statefront.test');
    await form.getByLabel('Lösenord').fill('Statefront1!');
    await form.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Det finns inget konto för den här e-postadressen.');
  });
});

test.describe('company information', () => {
  test('an admin edits the company and an address, adds and removes an address, and removes a user', async ({
    page,
    mock,
  }) => {
    await openSignedIn(page, '/my-account/company/', 'admin@acme.test');
    const form = page.getByRole('form', { name: 'Uppgifter om Acme AB' });
    await expect(form.getByRole('textbox', { name: 'Företagsnamn' })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: 'Organisationsnummer' })).toHaveAttribute('readonly', '');
    await form.getByRole('textbox', { name: 'Kontaktnamn' }).fill('Anna Lindqvist Berg');
    const office = form.getByRole('group', { name: 'Huvudkontor' });
    await office.getByRole('textbox', { name: 'Gatuadress' }).fill('Sveavägen 46');
    // Add a delivery address: the defaults, then filled in.
    await form.getByRole('button', { name: 'Lägg till leveransadress' }).click();
    const added = form.getByRole('group', { name: 'Shipping Address 3' });
    await expect(added.getByRole('textbox', { name: 'Adressnamn' })).toHaveValue('Shipping Address 3');
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(added.getByText('Ange gatuadress')).toBeVisible();
    // A state or province is optional (decision company-state-optional): no message for it.
    await expect(added.getByText('Ange län eller region')).toHaveCount(0);
    await added.getByRole('textbox', { name: 'Gatuadress' }).fill('Hamngatan 1');
    await added.getByRole('textbox', { name: 'Postnummer' }).fill('211 22');
    await added.getByRole('textbox', { name: 'Ort' }).fill('Malmö');
    await added.getByRole('textbox', { name: 'Län eller region' }).fill('Skåne län');
    await added.getByRole('button', { name: /Land/ }).click();
    await pickOption(page, 'Sverige');
    // Remove the second billing address; the last one of a kind cannot be removed.
    await form.getByRole('button', { name: 'Ta bort Ekonomiavdelningen' }).click();
    await expect(form.getByRole('button', { name: 'Ta bort Huvudkontor' })).toBeDisabled();
    await form.getByRole('button', { name: 'Spara' }).click();
    await expect(form.getByText('Informationen har uppdaterats.')).toBeVisible();
    const company = (
      await mock.data<
        {
          id: string;
          contact_name: string;
          billing_address: unknown[];
          shipping_address: { name: string }[];
        }[]
      >('companies')
    ).find((c) => c.id === 'c-acme-ab')!;
    expect(company.contact_name).toBe('Anna Lindqvist Berg');
    expect(company.billing_address).toHaveLength(1);
    expect(company.shipping_address.map((a) => a.name)).toEqual([
      'Lager Västberga',
      'Kontor Göteborg',
      'Shipping Address 3',
    ]);
    await page.reload();
    await expect(
      page
        .getByRole('form', { name: 'Uppgifter om Acme AB' })
        .getByRole('group', { name: 'Shipping Address 3' }),
    ).toBeVisible();

    // A failed save: the spec's text.
    await mock.fault({
      route: 'POST /api/enad/update-company/',
      status: 500,
      body: { error: 'Database down' },
      times: 1,
    });
    await page
      .getByRole('form', { name: 'Uppgifter om Acme AB' })
      .getByRole('button', { name: 'Spara' })
      .click();
    await expect(page.getByRole('alert')).toHaveText('Kunde inte uppdatera kundenFörsök igen.');

    // Users: the admin's own row cannot be removed; the buyer can.
    await page.getByRole('tab', { name: 'Användare' }).click();
    await expect(page).toHaveURL(/\?tab=users$/);
    const users = page.getByRole('region', { name: 'Användare i företaget' });
    await expect(users.getByRole('button', { name: 'Ta bort Anna Lindqvist' })).toBeDisabled();
    await users.getByRole('button', { name: 'Ta bort Johan Berg' }).click();
    await page
      .getByRole('alertdialog', { name: 'Ta bort användaren?' })
      .getByRole('button', { name: 'Ta bort användaren' })
      .click();
    await expect(users.getByRole('cell', { name: 'buyer@acme.test' })).toBeHidden();
    const buyer = (await mock.data<StoredUser[]>('users')).find((u) => u.email === 'buyer@acme.test')!;
    expect(buyer.organisations).toEqual([]);
  });

  test('the users tab shows every message of the catalogue', async ({ page, mock }) => {
    await openSignedIn(page, '/my-account/company/?tab=users', 'admin@acme.test');
    const users = page.getByRole('region', { name: 'Användare i företaget' });
    await expect(users.getByRole('row')).toHaveCount(11);
    await users.getByRole('button', { name: 'Nästa' }).click();
    await expect(users.getByText('Sida 2 av 2')).toBeVisible();
    await users.getByRole('searchbox', { name: 'Sök användare' }).fill('nobody-here');
    await expect(users.getByText('Inga användare hittades för företaget.')).toBeVisible();
    await users.getByRole('searchbox', { name: 'Sök användare' }).fill('per');
    await mock.fault({
      route: 'POST /api/enad/remove-organisation-user/',
      status: 403,
      body: { success: false, message: 'Only a company admin may remove its users' },
      times: 1,
    });
    await users.getByRole('button', { name: 'Ta bort Per Nilsson' }).click();
    await page
      .getByRole('alertdialog', { name: 'Ta bort användaren?' })
      .getByRole('button', { name: 'Ta bort användaren' })
      .click();
    await expect(users.getByRole('alert')).toContainText(
      'Kunde inte ta bort användaren: Only a company admin may remove its users',
    );
    await users.getByRole('button', { name: 'Stäng' }).click();
    const route = 'GET /api/enad/organisation-users/';
    await mock.fault({
      route,
      status: 403,
      body: { message: 'Unauthorized', details: 'Token expired' },
      times: 1,
    });
    await users.getByRole('searchbox', { name: 'Sök användare' }).fill('ida');
    await expect(users.getByRole('alert')).toHaveText('Kunde inte ladda företagets användare: Token expired');
    await mock.fault({ route, status: 401, body: { message: 'Unauthorized' }, times: 1 });
    await users.getByRole('searchbox', { name: 'Sök användare' }).fill('nils');
    await expect(users.getByRole('alert')).toHaveText('Kunde inte ladda företagets användare: Okänt fel');
    await mock.fault({ route, status: 500, body: { error: 'Database down' }, times: 1 });
    await users.getByRole('searchbox', { name: 'Sök användare' }).fill('emma');
    await expect(users.getByRole('alert')).toHaveText('Kunde inte ladda företagets användare. Försök igen.');
  });

  test('a buyer sees the company read-only, without the users tab', async ({ page, mock: _fresh }) => {
    await openSignedIn(page, '/my-account/company/', 'buyer@acme.test');
    const form = page.getByRole('form', { name: 'Uppgifter om Acme AB' });
    await expect(
      form.getByText('Du har inte behörighet att ändra företagets uppgifter.', { exact: false }),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Kontaktnamn' })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('button', { name: 'Spara' })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Lägg till leveransadress' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Tryckfiler' })).toBeEnabled();
    await expect(page.getByRole('tab', { name: 'Användare' })).toHaveCount(0);
  });

  test('a super admin searches the companies and picks Nordic Print Oy', async ({ page, mock: _fresh }) => {
    await openSignedIn(page, '/my-account/company/', 'super@statefront.test');
    await expect(page.getByRole('tab', { name: 'Tryckfiler' })).toHaveAttribute('aria-disabled', 'true');
    const chooser = page.getByRole('combobox', { name: 'Välj företag' });
    await chooser.focus();
    await chooser.press('ArrowDown');
    await expect(page.getByRole('option')).toHaveCount(10);
    await chooser.fill('nowhere');
    await expect(page.getByRole('listbox')).toHaveText('Inga företag hittades.');
    await chooser.fill('nordic');
    // The search (300 ms on the company page) asks the server: one company.
    await expect(page.getByRole('option')).toHaveCount(1);
    await pickOption(page, 'Nordic Print Oy');
    const form = page.getByRole('form', { name: 'Uppgifter om Nordic Print Oy' });
    await expect(form.getByRole('textbox', { name: 'Kontaktnamn' })).toHaveValue('Aino Virtanen');
    await expect(page.getByRole('tab', { name: 'Tryckfiler' })).not.toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('tab', { name: 'Tryckfiler' }).click();
    await expect(page.getByRole('heading', { name: 'Tryckfiler' })).toBeVisible();
  });
});

test('the overview links to every account section', async ({ page, mock: _fresh }) => {
  await openSignedIn(page, '/my-account/overview/', 'admin@acme.test');
  const nav = page.getByRole('navigation', { name: 'Mitt konto' });
  await expect(nav.getByRole('link', { name: 'Mina ordrar' })).toHaveAttribute('href', '/my-account/orders/');
  await expect(nav.getByRole('link', { name: 'Favoriter' })).toHaveAttribute('href', '/se/favorites/');
  await nav.getByRole('link', { name: 'Mina uppgifter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mina uppgifter' })).toBeVisible();
});
