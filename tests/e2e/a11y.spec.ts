import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, logIn, logInTo, test } from './fixtures';

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

/** Logs in, then loads the page afresh: react-aria's live announcer keeps the login button's pending
 * announcement for a few seconds, pointing at an element the navigation removed. */
async function signedInAt(page: Page, path: string, email: string) {
  await page.goto('/login/');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/my-account\/overview\/$/);
  await page.goto(path);
}

for (const [name, path] of [
  ['the order list', '/my-account/orders/'],
  ['an order page', '/my-account/orders/o-18/'],
] as const) {
  test(`${name} (${path}) has no axe violations`, async ({ page, mock: _fresh }) => {
    await signedInAt(page, path, 'multi@statefront.test');
    await expect(page.getByRole('button', { name: 'Godkänn' }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('the open decline dialog has no axe violations', async ({ page, mock: _fresh }) => {
  await signedInAt(page, '/my-account/orders/?q=SF-100118', 'buyer@acme.test');
  await page.getByRole('button', { name: 'Avböj' }).click();
  await expect(page.getByRole('dialog', { name: 'Avböj order' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

/** The account pages, signed in as who sees the most of each. */
const accountPages: [path: string, email: string][] = [
  ['/my-account/overview/', 'consumer@statefront.test'],
  ['/my-account/information/', 'consumer@statefront.test'],
  ['/my-account/company/', 'admin@acme.test'],
  ['/my-account/company/?tab=users', 'admin@acme.test'],
  ['/my-account/company/?tab=media', 'admin@acme.test'],
  ['/my-account/company/?tab=media', 'buyer@acme.test'],
  ['/my-account/company/', 'buyer@acme.test'],
  ['/my-account/company/', 'super@statefront.test'],
];

for (const [path, email] of accountPages) {
  test(`${path} as ${email} has no axe violations (WCAG 2.2 AA)`, async ({ page, mock: _fresh }) => {
    await logInTo(page, path, email);
    // A fresh visit: the login button's pending announcement (react-aria's live announcer, a role=img whose
    // label was the button's spinner) stays behind in the live region for a while after the redirect.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}

test('the account deletion dialog has no axe violations', async ({ page, mock: _fresh }) => {
  await logInTo(page, '/my-account/information/', 'consumer@statefront.test');
  await page.reload();
  await page.getByRole('button', { name: 'Radera konto' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
