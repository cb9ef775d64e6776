// Shared steps of the e2e tests: a fresh backend per test and access to what it stored.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const backend = (request: APIRequestContext) => ({
  reset: () => request.post('/__mock/reset'),
  fault: (fault: { route: string; status?: number; body?: unknown; latencyMs?: number; times?: number }) =>
    request.post('/__mock/faults', { data: fault }),
  settings: (settings: Record<string, unknown>) => request.post('/__mock/settings', { data: settings }),
  user: (email: string, fields: Record<string, unknown>) =>
    request.patch(`/__mock/data/users/${encodeURIComponent(email)}`, { data: fields }),
  /** The payment providers a live cart offers; null: a cart without capabilities. */
  paymentProviders: (cartToken: string, paymentProviders: string[] | null) =>
    request.put(`/__mock/sessions/${encodeURIComponent(cartToken)}/payment-providers`, {
      data: { paymentProviders },
    }),
  /** A gift card's balance per currency (minor units) and the message applying it answers (null: none). */
  giftCard: (code: string, fields: { balance?: Record<string, number>; error?: string | null }) =>
    request.patch(`/__mock/data/giftCards/${encodeURIComponent(code)}`, { data: fields }),
  data: async <T>(collection: string): Promise<T> =>
    ((await (await request.get(`/__mock/data/${collection}`)).json()) as Record<string, T>)[collection] as T,
});

export const test = base.extend<{ mock: ReturnType<typeof backend> }>({
  mock: async ({ request }, use) => {
    const mock = backend(request);
    await mock.reset();
    await use(mock);
  },
});

/** Fills and sends the login form that the page shows. */
export async function logIn(page: Page, email: string, password = 'Statefront1!') {
  const form = page.getByRole('region', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Lösenord').fill(password);
  await form.getByRole('button', { name: 'Logga in' }).click();
}

/** Logs in through the login page, which brings the user back to the account page asked for. */
export async function logInTo(page: Page, path: string, email: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\/\?redirect=/);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\$&')}$`));
}

export { expect };
