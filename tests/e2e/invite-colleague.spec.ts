// Inviting a colleague (issue 19): a company admin invites a new address from the users tab; the mail's link
// opens the signup with the company bound; after verifying, the colleague is a member and sees its orders.
import { expect, logIn, openSignedIn, test } from './fixtures';

test('an admin invites a new address, the link signs up, the colleague sees the company orders', async ({
  page,
  mock: _fresh,
}) => {
  await openSignedIn(page, '/my-account/company/?tab=users', 'admin@acme.test');
  const invitations = page.getByRole('region', { name: 'Bjud in en kollega' });
  await invitations.getByRole('textbox', { name: 'Kollegans e-post' }).fill('Kim.Ek@Example.test');
  await invitations.getByRole('button', { name: 'Bjud in' }).click();
  await expect(invitations.getByRole('status')).toHaveText(
    'En inbjudan har skickats till Kim.Ek@Example.test.',
  );
  await expect(invitations.getByRole('list', { name: 'Väntande inbjudningar' })).toContainText(
    'kim.ek@example.test',
  );

  const mailbox = async () =>
    (await (await page.request.get('/__mock/mailbox?to=kim.ek@example.test')).json()).mails as {
      link: string;
    }[];
  const [invitation] = await mailbox();
  expect(invitation!.link).toMatch(/^\/signup\/\?invitation=/);

  // The colleague, in a browser of their own.
  await page.context().clearCookies();
  await page.goto(invitation!.link);
  const form = page.getByRole('region', { name: 'Skapa konto' });
  await expect(form.getByText('Du har bjudits in till Acme AB.', { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-post', exact: true })).toHaveValue('kim.ek@example.test');
  await form.getByRole('textbox', { name: 'Förnamn', exact: true }).fill('Kim');
  await form.getByRole('textbox', { name: 'Efternamn', exact: true }).fill('Ek');
  await form.getByRole('textbox', { name: 'Lösenord', exact: true }).fill('Sommar2026!');
  await form.getByRole('textbox', { name: 'Bekräfta lösenord', exact: true }).fill('Sommar2026!');
  await form.getByText('Jag godkänner integritetspolicyn').click();
  await form.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByRole('region', { name: 'Bekräfta din e-postadress' })).toBeVisible();

  const verification = (await mailbox()).at(-1)!;
  expect(verification.link).toMatch(/\/login\/\?verify=/);
  await page.goto(verification.link);
  await expect(page.getByText('Din e-postadress är verifierad. Nu kan du logga in.')).toBeVisible();
  await logIn(page, 'kim.ek@example.test', 'Sommar2026!');
  await expect(page).toHaveURL(/\/my-account\/overview\/$/);
  await page.goto('/my-account/orders/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mina ordrar' })).toBeVisible();
  // Acme AB's orders, placed by others of the company.
  await expect(page.getByRole('table').getByRole('rowheader', { name: 'SF-100102' })).toBeVisible();
});
