// The hosted payment provider's page in the checkout's frame, and the shopper who pays there in the e2e tests.
import type { Page } from '@playwright/test';
import { paidCustomer } from '../support/checkout-backend';

export const widget = (page: Page) => page.frameLocator('main iframe');

/** The seed's Sara as she types herself into a provider's page (which asks for no country). */
const { country: _country, ...sara } = paidCustomer;
/** A test's shopper: Sara with an e-mail of the test's own, by which it finds the order the backend stored. */
export const shopperPaying = (email: string) => ({ ...sara, email });

/** Types the details into the provider's page, field by field. */
export async function fillProvider(page: Page, details: Record<string, string>) {
  for (const [name, value] of Object.entries(details))
    await widget(page).locator(`input[name="${name}"]`).fill(value);
}
