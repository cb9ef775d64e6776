import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

test.describe('header panels', () => {
  // The login link is checked on the same page (a test of its own before, decision 068).
  test('the login link is there for a visitor; the cart panel shows the empty cart and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/se/');
    await expect(
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Logga in' }),
    ).toHaveAttribute('href', '/login/');
    const cartButton = page.getByRole('button', { name: 'Varukorg, 0 varor' });
    await cartButton.click();
    const dialog = page.getByRole('dialog', { name: 'Varukorg' });
    await expect(dialog.getByText('Din varukorg är tom.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('the wishlist panel reloads the stored list and shows its products', async ({ page }) => {
    await page.goto('/gb/');
    await page.evaluate(() =>
      localStorage.setItem('enad_wishlist', JSON.stringify(['LIMIT-5', 'KIT-1&color=Natural'])),
    );
    await page.getByRole('button', { name: 'Wishlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('Natural');
    await expect(dialog.getByRole('listitem').first()).toContainText('£');
    // react-aria's own texts follow the shop's language, not the browser's (Swedish here; decision 075).
    await expect(page.getByRole('button', { name: 'Dismiss' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Avvisa' })).toHaveCount(0);
  });

  test('the wishlist is empty when its products cannot be fetched', async ({ page, mock }) => {
    await mock.fault({ route: 'POST /api/enad/get-products-by-sku/', status: 500, body: { error: 'down' } });
    await page.goto('/gb/');
    await page.evaluate(() => localStorage.setItem('enad_wishlist', JSON.stringify(['LIMIT-5'])));
    await page.getByRole('button', { name: 'Wishlist' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Wishlist' }).getByText('Your wishlist is empty.'),
    ).toBeVisible();
  });
});
