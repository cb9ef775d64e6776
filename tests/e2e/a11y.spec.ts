import { expectNoAxeViolations } from './axe';
import { expect, openSignedIn, test } from './fixtures';

// Every route at a phone's and a desktop's width: layout.spec.ts. Here: what only an interaction opens.

test('the open market menu has no axe violations', async ({ page, mock: _fresh }) => {
  await page.goto('/se/');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkter' })).toBeVisible();
  await page.getByRole('button', { name: /^Välj marknad/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the phone's fold-out menu and the cart sheet have no axe violations", async ({
  page,
  mock: _fresh,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/se/');
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('menu', { name: 'Meny' });
  await expect(menu.getByRole('menuitemradio', { name: /^Sverige/ })).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Önskelista' }).click();
  await expect(page.getByRole('dialog', { name: 'Önskelista' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Varukorg/ }).click();
  await expect(page.getByRole('dialog', { name: 'Varukorg' })).toHaveJSProperty('offsetWidth', 360);
  await expectNoAxeViolations(page);
});

test('the open decline dialog has no axe violations', async ({ page, mock: _fresh }) => {
  // The company's admin, an approver who did not place the order (issue 33).
  await openSignedIn(page, '/my-account/orders/?q=SF-100118', 'admin@acme.test');
  await page.getByRole('button', { name: 'Avböj' }).click();
  await expect(page.getByRole('dialog', { name: 'Avböj order' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the account deletion dialog has no axe violations', async ({ page, mock: _fresh }) => {
  await openSignedIn(page, '/my-account/information/', 'consumer@statefront.test');
  await page.getByRole('button', { name: 'Radera konto' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the open phone picker, searched by keyboard, has no axe violations', async ({ page, mock: _fresh }) => {
  await page.goto('/signup/');
  const form = page.getByRole('region', { name: 'Skapa konto' });
  const picker = form.getByRole('button', { name: /Sverige/ });
  await picker.click();
  const search = page.getByRole('combobox', { name: 'Sök land...' });
  await expect(search).toBeFocused();
  await expectNoAxeViolations(page);
  await search.pressSequentially('Nor');
  await expect(page.getByRole('option', { name: /^Norge/ })).toBeVisible();
  // The field names the first match as its active option: react-aria waits half a second after a typed letter,
  // so that a reader says the letter first, and names the option filtered away until then.
  const first = await page.getByRole('option').first().getAttribute('id');
  await expect(search).toHaveAttribute('aria-activedescendant', first ?? '');
  await expectNoAxeViolations(page);
});
