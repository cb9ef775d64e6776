// The edges of running a company (issue 32, item 4): removing a colleague asks first (and the keyboard can say
// no), and a company's only admin who tries to delete the account is told why it stays.
import { expectNoAxeViolations } from './axe';
import { expect, openSignedIn, test } from './fixtures';

interface StoredUser {
  email: string;
  organisations: { id: string }[];
}

const bergstrom = 'c-bergstrom-bygg-ab';

test('removing a colleague asks first; Escape or Cancel removes nobody', async ({ page, mock }) => {
  await openSignedIn(page, '/my-account/company/?tab=users', 'lars@bergstrombygg.test');
  const users = page.getByRole('region', { name: 'Användare i företaget' });
  const remove = users.getByRole('button', { name: 'Ta bort Oskar Sandberg' });
  const dialog = page.getByRole('alertdialog', { name: 'Ta bort användaren?' });
  const isMember = async () =>
    (await mock.data<StoredUser[]>('users'))
      .find((user) => user.email === 'multi@statefront.test')!
      .organisations.some((membership) => membership.id === bergstrom);

  // By keyboard: the button opens the dialog, Escape closes it.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(
    'Oskar Sandberg tas bort från företaget och kan inte längre handla för det. Kontot finns kvar.',
  );
  await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(users.getByRole('cell', { name: 'multi@statefront.test' })).toBeVisible();
  expect(await isMember()).toBe(true);

  // Cancel removes nobody either.
  await remove.click();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
  expect(await isMember()).toBe(true);

  // Confirmed: Oskar is no member any more.
  await remove.click();
  await dialog.getByRole('button', { name: 'Ta bort användaren' }).click();
  await expect(dialog).toBeHidden();
  await expect(users.getByRole('cell', { name: 'multi@statefront.test' })).toBeHidden();
  expect(await isMember()).toBe(false);
});

test("a company's only admin tries to delete the account and is told why it stays", async ({
  page,
  mock,
}) => {
  await openSignedIn(page, '/my-account/information/', 'lars@bergstrombygg.test');
  await page.getByRole('button', { name: 'Radera konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Radera ditt konto' });
  await dialog.getByRole('textbox', { name: 'Skriv RADERA' }).fill('RADERA');
  await dialog.getByRole('button', { name: 'Radera kontot' }).click();

  await expect(dialog.getByRole('alert')).toHaveText(
    'Kontot kan inte raderas ännu' +
      'Du är den enda administratören för Bergström Bygg AB. Företaget behöver en annan administratör innan ' +
      'du kan radera ditt konto – kontakta kundtjänst så hjälper vi dig att utse en ny.',
  );
  await expect(dialog.getByRole('button', { name: 'Radera kontot' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stäng' }).click();
  await expect(dialog).toBeHidden();

  // Still signed in, on the same page, and the account is there.
  await expect(page).toHaveURL(/\/my-account\/information\/$/);
  await expect(page.getByRole('button', { name: 'Radera konto' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('userToken');
  expect((await mock.data<StoredUser[]>('users')).some((u) => u.email === 'lars@bergstrombygg.test')).toBe(
    true,
  );
});
