import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

  test("an address with an account gets 'user already exists' and keeps the form", async ({ page, mock }) => {
    await page.goto('/signup/');
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

  test('validation messages show under the fields', async ({ page, mock }) => {
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
    await expect(form.getByRole('meter', { name: 'Lösenordsstyrka' })).toHaveAttribute('aria-valuenow', '50');
    await expect(form.getByText('Lösenorden matchar inte')).toBeVisible();
    await form.getByRole('textbox', { name: 'Telefonnummer (valfritt)' }).fill('+4612');
    await expect(form.getByText(/Ange ett giltigt telefonnummer/)).toBeVisible();
    await form.getByRole('textbox', { name: 'Förnamn', exact: true }).fill('Anna');
    await expect(form.getByText('Ange ditt förnamn')).toBeHidden();
    // Nothing was sent: no account and no mail.
    expect(await mock.data<unknown[]>('users')).toHaveLength(usersBefore);
    expect((await (await page.request.get('/__mock/mailbox')).json()).mails).toEqual([]);
  });
});
