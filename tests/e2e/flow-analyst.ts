// The flow analyst of the e2e tests (docs/decisions/047): the recorded usage is read with their token, and the
// atlas shows it once they signed in on it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';

export const flowAnalyst = { email: 'analyst@statefront.test', password: 'Statefront1!' } as const;

/** The headers of a usage read by the API: the analyst signed in through the login endpoint. */
export async function analystHeaders(request: APIRequestContext) {
  const response = await request.post('/api/enad/login/', { data: flowAnalyst });
  expect(response.status()).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** Signs in on the atlas as an analyst does, with its form (the page must be showing it). */
export async function signInToAtlas(page: Page, account: { email: string; password: string } = flowAnalyst) {
  const form = page.getByRole('form', { name: 'Analyst sign-in' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * No axe violations (WCAG 2.2 AA) on the atlas page shown, once it has settled. The atlas's tests run it on the
 * page they have open (decision 068: an axe run needs no page load of its own).
 */
export async function expectNoAtlasViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
}
