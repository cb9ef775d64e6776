// Every phone field starts in the market's country (falling back to SE, 000:137, 000:209, 001:113): beyond the
// signup forms (signup-page.test.tsx), my information, the company form and the checkout's company creation.
// Norwegian markets, whose +47 no field shows unless it takes the market's country.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import customer from '../../src/i18n/locales/nb/customer.json';
import { clearCheckoutVisit, givenCart } from '../support/cart-fixture';
import { dialCodes } from '../support/dial-codes';
import { renderApp } from '../support/render-app';
import { signIn, signOutAfterEach } from '../support/sign-in';
import { createTestBackend } from '../support/test-backend';

beforeAll(async () => {
  // The lazily loaded page parts are compiled once, not inside the tests' time limits.
  await import('../../src/features/account/company-administration');
  await import('../../src/features/checkout/customer-information-card');
  await import('../../src/features/checkout/company-create-dialog');
  await import('../../src/ui/phone-field');
}, 60_000);
signOutAfterEach();
afterEach(() => clearCheckoutVisit());

describe("the phone fields start in the market's country, not Sweden", () => {
  it("my information: the user's market", async () => {
    const backend = createTestBackend();
    const user = backend.store.data.users.find((u) => u.email === 'consumer@statefront.test')!;
    Object.assign(user, { market: 'no', language: 'nb', country_code: 'NO' });
    await signIn(backend, user.email);
    await renderApp('/my-account/information/', { fetch: backend.fetch });
    expect(await dialCodes(1)).toEqual(['+47']);
  });

  it("the company form: the shop's market", async () => {
    const backend = createTestBackend();
    backend.store.data.defaultMarket = 'no';
    await signIn(backend, 'aino.virtanen@nordicprint.test');
    await renderApp('/my-account/company/', { fetch: backend.fetch });
    const form = await screen.findByRole('form', { name: /Nordic Print Oy/ });
    expect(await dialCodes(1, () => form)).toEqual(['+47']);
  });

  it("company creation at the checkout: the company's phone and each address's phone", async () => {
    const backend = createTestBackend();
    await givenCart(backend, [{ productVariantId: 'v-ts-1001-black-s', quantity: 1 }], {
      countryCode: 'NO',
      languageCode: 'nb',
    });
    await signIn(backend, 'agent@statefront.test');
    await renderApp('/no/checkout/', { fetch: backend.fetch });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: customer.customerInfo.title });
    await user.click(await within(card).findByRole('button', { name: customer.companyCreate.create }));
    const dialog = () => screen.getByRole('dialog', { name: customer.companyCreate.title });
    await waitFor(() => expect(dialog()).toBeTruthy());
    const form = () => dialog().querySelector('form') as HTMLFormElement;
    expect(await dialCodes(1, form)).toEqual(['+47']);
    // An added billing address brings its own phone field.
    await user.click(within(form()).getByRole('button', { name: customer.companyCreate.addBilling }));
    expect(await dialCodes(2, form)).toEqual(['+47', '+47']);
  });
});
