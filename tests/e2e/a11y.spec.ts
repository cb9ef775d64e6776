import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Every route of the app, each in a market with another language. */
const routes = [
  '/se/',
  '/gb/?page=2',
  '/se/?category=t-shirts',
  '/se/p/classic-organic-tee/',
  '/dk/favorites/',
  '/no/terms/',
  '/de/integrity/',
  '/fi/no-such-page/',
  '/login/',
  '/reset-password/',
  '/signup/',
  '/signup/?type=business',
  '/reset-password/new/?token=no-such-token',
  '/se/checkout/',
  '/gb/checkout/confirmation/',
];

for (const path of routes) {
  test(`${path} has no axe violations (WCAG 2.2 AA)`, async ({ page, mock: _fresh }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lazily loaded parts (the business form, the phone fields) are part of the page.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('the open market menu has no axe violations', async ({ page, mock: _fresh }) => {
  await page.goto('/se/');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkter' })).toBeVisible();
  await page.getByRole('button', { name: /^Välj marknad/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
