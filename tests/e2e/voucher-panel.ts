// The checkout's panel of discount codes and gift cards (Swedish texts), shared by the specs that use it.
import type { Page } from '@playwright/test';

export const voucherPanel = (page: Page) => page.getByRole('region', { name: 'Rabattkoder och presentkort' });

/** Types a discount code into the open discount code form and applies it. */
export async function applyCode(page: Page, code: string) {
  await voucherPanel(page).getByRole('textbox', { name: 'Rabattkod' }).fill(code);
  await voucherPanel(page).getByRole('button', { name: 'Använd' }).click();
}
