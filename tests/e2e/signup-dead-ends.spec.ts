// The business signup's dead ends of issue 32: 'Company already exists' promised an invitation by mail that never
// came (the unverified account was added silently), and an existing consumer's 'user already exists' led nowhere.
// Both end with the visitor a user of the company, told at each step what happens, one mail at a time.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, logIn, openSignedIn, test } from './fixtures';

const signupForm = (page: Page) => page.getByRole('region', { name: 'Skapa konto' }).locator('form');

interface Mail {
  subject: string;
  text: string;
  link: string;
}
const mailsTo = async (page: Page, address: string) =>
  (await (await page.request.get(`/__mock/mailbox?to=${encodeURIComponent(address)}`)).json())
    .mails as Mail[];

/** The business signup as a buyer types it: contact person, company, billing address, terms. */
async function fillBusinessSignup(page: Page, values: { email: string; organisationNumber: string }) {
  const form = signupForm(page);
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field('Förnamn').fill('Lena');
  await field('Efternamn').fill('Lind');
  await field('E-post').fill(values.email);
  await field('Telefonnummer').fill('070-111 22 55');
  await field('Lösenord').fill('Sommar2026!');
  await field('Bekräfta lösenord').fill('Sommar2026!');
  await field('Företagsnamn').fill('Acme');
  await field('Organisationsnummer').pressSequentially(values.organisationNumber);
  await field('Gatuadress').fill('Storgatan 1');
  await field('Postnummer').fill('111 22');
  await field('Ort').fill('Stockholm');
  await form.getByText('Jag godkänner villkoren och integritetspolicyn').click();
}

interface StoredUser {
  email: string;
  email_verified: boolean;
  store_group?: string;
  organisations: { id: string; role: string; level: string }[];
}

test("'Company already exists': the admin's invitation comes by mail and completes the account (one mail each)", async ({
  page,
  mock,
}) => {
  const address = 'lena.lind@example.test';
  await page.goto('/signup/?type=business');
  await fillBusinessSignup(page, { email: address, organisationNumber: '556677-8899' });
  await signupForm(page).getByRole('button', { name: 'Submit' }).click();
  // The alert says what now exists and where the invitation will go.
  const alert = signupForm(page).getByRole('alert');
  await expect(alert).toContainText('Det finns redan ett företag med det här organisationsnumret.');
  await expect(alert).toContainText(
    `Ditt konto är sparat men inte aktivt än: inbjudan kommer med e-post till ${address}, och med länken i den slutför du kontot och blir användare i företaget.`,
  );
  const waiting = (await mock.data<StoredUser[]>('users')).find((user) => user.email === address);
  expect(waiting).toMatchObject({ email_verified: false, organisations: [] });
  expect(await mailsTo(page, address)).toEqual([]);

  // Acme AB's admin invites the address, and is told what that does.
  await page.context().clearCookies();
  await openSignedIn(page, '/my-account/company/?tab=users', 'admin@acme.test');
  const invitations = page.getByRole('region', { name: 'Bjud in en kollega' });
  await invitations.getByRole('textbox', { name: 'Kollegans e-post' }).fill(address);
  await invitations.getByRole('button', { name: 'Bjud in' }).click();
  await expect(invitations.getByRole('status')).toHaveText(
    `Ett mejl har skickats till ${address}. En kollega med ett aktivt konto är nu användare i företaget; andra får en länk för att skapa eller slutföra sitt konto och står under väntande inbjudningar tills de har gjort det.`,
  );
  await expect(invitations.getByRole('list', { name: 'Väntande inbjudningar' })).toContainText(address);

  // The promised mail: it says the account waits, and its link completes it.
  const [invitation, ...others] = await mailsTo(page, address);
  expect(others).toEqual([]);
  expect(invitation!.text).toContain('An account with this e-mail address was started on Statefront');
  expect(invitation!.link).toMatch(/^\/signup\/\?invitation=/);

  // The visitor, in a browser of their own, completes the account with a new password.
  await page.context().clearCookies();
  await page.goto(invitation!.link);
  const form = signupForm(page);
  await expect(page.getByText('Du har bjudits in till Acme AB.', { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-post', exact: true })).toHaveValue(address);
  await form.getByRole('textbox', { name: 'Förnamn', exact: true }).fill('Lena');
  await form.getByRole('textbox', { name: 'Efternamn', exact: true }).fill('Lind');
  await form.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('Vinter2026!');
  await form.getByRole('textbox', { name: 'Bekräfta lösenord', exact: true }).fill('Vinter2026!');
  await form.getByText('Jag godkänner integritetspolicyn').click();
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('region', { name: 'Bekräfta din e-postadress' })).toBeVisible();

  // One confirmation mail for the signup, and its link works: verified, the new password, a user of Acme AB.
  await expect.poll(async () => (await mailsTo(page, address)).length).toBe(2);
  const confirmation = (await mailsTo(page, address))[1]!;
  expect(confirmation.link).toMatch(/^\/login\/\?verify=/);
  await page.goto(confirmation.link);
  await expect(page.getByText('Din e-postadress är verifierad. Nu kan du logga in.')).toBeVisible();
  await logIn(page, address, 'Vinter2026!');
  await expect(page).toHaveURL(/\/my-account\/overview\/$/);
  await page.goto('/my-account/company/');
  await expect(page.getByRole('textbox', { name: 'Företagsnamn' })).toHaveValue('Acme AB');
  const member = (await mock.data<StoredUser[]>('users')).find((user) => user.email === address);
  expect(member).toMatchObject({ email_verified: true, store_group: 'sg-b2b' });
  expect(member?.organisations).toEqual([expect.objectContaining({ id: 'c-acme-ab', level: 'default' })]);
  expect(await mailsTo(page, address)).toHaveLength(2);
});

test("'user already exists' leads to the login and back: the consumer registers the company for their account", async ({
  page,
  mock,
}) => {
  const address = 'consumer@statefront.test';
  const companiesBefore = (await mock.data<unknown[]>('companies')).length;
  await page.goto('/signup/?type=business');
  await fillBusinessSignup(page, { email: address, organisationNumber: '559111-2233' });
  await signupForm(page).getByRole('button', { name: 'Submit' }).click();
  const alert = signupForm(page).getByRole('alert');
  await expect(alert).toContainText('Det finns redan ett konto med den här e-postadressen.');
  await expectNoAxeViolations(page);
  await alert.getByRole('link', { name: 'Logga in och registrera företaget på ditt konto' }).click();

  // The login brings the consumer back to register the company: the contact person is their account.
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
  await logIn(page, address);
  await expect(page).toHaveURL(/\/signup\/\?type=business$/);
  const registration = page.getByRole('region', { name: 'Registrera ett företag' });
  await expect(registration).toContainText(`Du är inloggad som ${address}.`);
  await expect(registration.getByRole('region', { name: 'Kontaktperson' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const form = registration.locator('form');
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  await field('Företagsnamn').fill('Nyström Design AB');
  await field('Organisationsnummer').pressSequentially('559111-2233');
  // The company's e-mail follows the account's, the VAT number the organisation number.
  await expect(field('Företagets e-post')).toHaveValue(address);
  await expect(field('Momsregistreringsnummer')).toHaveValue('SE559111223301');
  await field('Gatuadress').fill('Ringvägen 12');
  await field('Postnummer').fill('118 60');
  await field('Ort').fill('Stockholm');
  await form.getByText('Jag godkänner villkoren och integritetspolicyn').click();
  await form.getByRole('button', { name: 'Submit' }).click();

  const card = page.getByRole('region', { name: 'Företaget är registrerat' });
  await expect(card).toContainText('Nyström Design AB är registrerat och du är dess administratör.');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Till företagsinformationen' }).click();
  await expect(page).toHaveURL(/\/my-account\/company\/$/);
  await expect(page.getByRole('textbox', { name: 'Företagsnamn' })).toHaveValue('Nyström Design AB');
  // Its admin: the users tab is theirs.
  await expect(page.getByRole('tab', { name: 'Användare' })).toBeVisible();

  const companies =
    await mock.data<{ id: string; organisation_number: string; email: string }[]>('companies');
  expect(companies).toHaveLength(companiesBefore + 1);
  const made = companies.find((entry) => entry.organisation_number === '5591112233');
  expect(made?.email).toBe(address);
  const user = (await mock.data<StoredUser[]>('users')).find((entry) => entry.email === address);
  expect(user).toMatchObject({ store_group: 'sg-b2b' });
  expect(user?.organisations).toEqual([
    expect.objectContaining({ id: made?.id, role: 'customer', level: 'admin' }),
  ]);
  // Nothing to confirm: the account's e-mail is.
  expect(await mailsTo(page, address)).toEqual([]);
});

test('the company page of an account without a company leads to registering one', async ({ page }) => {
  await openSignedIn(page, '/my-account/company/', 'consumer@statefront.test');
  const notice = page.getByText('Ditt konto hör inte till något företag.');
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'Registrera ett företag' }).click();
  await expect(page).toHaveURL(/\/signup\/\?type=business$/);
  await expect(page.getByRole('region', { name: 'Registrera ett företag' })).toContainText(
    'Du är inloggad som consumer@statefront.test.',
  );
});
