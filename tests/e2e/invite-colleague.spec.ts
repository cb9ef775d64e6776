// Inviting a colleague (issue 19): a company admin invites a new address from the users tab; the mail's link
// opens the signup with the company bound; after verifying, the colleague is a member, sees its orders and buys
// at its business prices (issue 30, decision 046).
import { expect, logIn, openSignedIn, test } from './fixtures';

interface StoredProduct {
  slug: string;
  variants: { prices: Record<string, Record<string, { sale: number }>> }[];
}

/** Swedish kronor as the shop writes them, the whole text of an element. */
const kronor = (minor: number) => new RegExp(`^${Math.round(minor / 100)}\\skr$`);

test('an admin invites a new address, the link signs up, the colleague sees the company orders', async ({
  page,
  mock,
}) => {
  await openSignedIn(page, '/my-account/company/?tab=users', 'admin@acme.test');
  const invitations = page.getByRole('region', { name: 'Bjud in en kollega' });
  await invitations.getByRole('textbox', { name: 'Kollegans e-post' }).fill('Kim.Ek@Example.test');
  await invitations.getByRole('button', { name: 'Bjud in' }).click();
  // One text whether the address has an account or not (docs/decisions/047).
  await expect(invitations.getByRole('status')).toHaveText(
    'Ett mejl har skickats till Kim.Ek@Example.test. En kollega med ett aktivt konto är nu användare i företaget; andra får en länk för att skapa eller slutföra sitt konto och står under väntande inbjudningar tills de har gjort det.',
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

  // A member buys for the company: in its store group, at business prices (the signup made a consumer account).
  const products = await mock.data<StoredProduct[]>('products');
  const tee = products.find((product) => product.slug === 'classic-organic-tee')!.variants[0]!.prices;
  const [business, consumer] = [tee['sg-b2b']!.SE!.sale, tee['sg-consumer']!.SE!.sale];
  expect(business).toBeLessThan(consumer);
  await page.goto('/se/p/classic-organic-tee/');
  const main = page.getByRole('main');
  await expect(main.getByText(kronor(business))).toBeVisible();
  await expect(main.getByText(kronor(consumer))).toHaveCount(0);
  // And the business assortment: a business-only product in the home's grid.
  await page.goto('/se/');
  await expect(
    page.getByRole('region', { name: 'Produkter' }).getByRole('link', { name: 'Hi-Vis Safety Vest' }),
  ).toBeVisible();
});
