// Shared steps of the checkout's customer information tests: a business cart, a login back to the checkout,
// the card, the provider's frame and what the session stores.
import type { Page } from '@playwright/test';
import { expect, givenCart, givenSignedIn, logIn, workerOrigin } from './fixtures';

/**
 * Logs in on the login page with the checkout, holding a business cart, as the redirect target: the login
 * stores the user's company on the session (company-create.spec.ts reads it there; the journeys log in).
 */
export async function logInToCheckout(page: Page, email: string) {
  // A business cart in Sweden (Walley); the login then keeps it. No page before it: its cookie is the worker
  // origin's (decision 068).
  const token = await givenCart(page, { storeGroupId: 'sg-b2b' });
  await page.goto('/login/?redirect=/se/checkout/');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/se\/checkout\/$/);
  return token;
}

/**
 * Opens the checkout signed in (a stored session, not the login page), holding a business cart in Sweden;
 * `prepareCart` arranges the cart first (say, the payment providers it offers).
 */
export async function openCheckoutSignedIn(
  page: Page,
  email: string,
  prepareCart?: (cartToken: string) => Promise<unknown>,
) {
  const token = await givenCart(page, { storeGroupId: 'sg-b2b', url: workerOrigin() });
  await prepareCart?.(token);
  await givenSignedIn(page, email);
  await page.goto('/se/checkout/');
  return token;
}

export const card = (page: Page) => page.getByRole('region', { name: 'Kundinformation' });
/** The card's company chooser: its input shows the chosen company's name. */
export const companyChooser = (page: Page) => card(page).getByRole('combobox', { name: 'Företag' });

/** The company attributes the session's cart holds. */
export async function sessionCompany(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'cartToken')?.value;
  const session = (await (
    await page.request.get('/shopper/sessions', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    cart: {
      attributes?: {
        company?: Record<string, string>;
        merchantReference1?: string;
        billingAddress?: Record<string, string>;
      };
    };
  };
  return session.cart.attributes;
}

/** Walley's business preset as the shop sends it (the spec's `businessCustomerPreset`). */
export interface WalleyPreset {
  organizationNumber: string;
  buyer: { firstName: string; lastName: string; email: string; mobilePhoneNumber: string };
  deliveryAddress: {
    companyName: string;
    coAddress?: string;
    address: string;
    postalCode: string;
    city: string;
  };
}

/**
 * Records every Walley start the page sends from now on (its business preset, if any), in order; the starts
 * still reach the backend.
 */
export async function recordWalleyStarts(page: Page) {
  const starts: { businessCustomerPreset?: WalleyPreset }[] = [];
  await page.route('**/shopper-walley/checkouts', async (route) => {
    if (route.request().method() === 'POST')
      starts.push((route.request().postDataJSON() as { walley: (typeof starts)[number] }).walley);
    await route.fallback();
  });
  return starts;
}
