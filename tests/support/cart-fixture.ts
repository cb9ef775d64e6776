// A shopper with a cart in the in-process backend: a started session, a line, and the cart cookie.
import type { SessionBillingAddress } from '../../openapi/types';
import { recalculate } from '../../server-mock/cart-totals';
import { checkoutTokenCookie, deleteCookie } from '../../src/lib/cookies';
import type { TestBackend } from './test-backend';
import { testOrigin } from './test-backend';

const json = (method: string, path: string, body: unknown, token?: string) =>
  new Request(`${testOrigin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** Starts a session for a consumer market (Sweden's by default), adds the variants and sets the cart token cookie. */
export async function givenCart(
  backend: TestBackend,
  items: { productVariantId: string; quantity: number }[],
  { countryCode = 'SE', languageCode = 'sv' } = {},
) {
  const started = await backend.fetch(
    json('POST', '/shopper/sessions/start', { storeGroupId: 'sg-consumer', countryCode, languageCode }),
  );
  const { token } = (await started.json()) as { token: string };
  for (const item of items) await backend.fetch(json('POST', '/shopper/sessions/items', item, token));
  // biome-ignore lint/suspicious/noDocumentCookie: the test stands in for the app's own cookie
  document.cookie = `cartToken=${token}; Path=/`;
  return token;
}

/**
 * The company a signed-in user's cart carries, as the login (or the session, for a user still signed in from an
 * earlier visit) stores it: the session then has nothing to store when the app starts. With its billing address,
 * as the checkout's start stores it, the checkout has nothing to store either.
 */
export async function givenSessionCompany(
  backend: TestBackend,
  token: string,
  company: { registrationNumber: string; taxId: string; name: string; reference: string },
  billingAddress?: SessionBillingAddress,
) {
  // Stored directly (test arrangement): the call needs a member's user token (docs/decisions/047), which the
  // tests using this give the app, not the fixture.
  const session = backend.store.runtime.sessions[token];
  if (!session) throw new Error(`the session's company was not stored: no session ${token}`);
  session.cart = {
    ...session.cart,
    attributes: {
      company,
      merchantReference1: company.registrationNumber.replace('-', ''),
      ...(billingAddress ? { billingAddress } : {}),
    },
  };
}

/** Sets a line's quantity directly in the backend, as if changed elsewhere (test arrangement only). */
export function setLineQuantity(backend: TestBackend, token: string, quantity: number) {
  const session = backend.store.runtime.sessions[token];
  const line = session?.cart.items[0];
  if (!session || !line) throw new Error('no cart line to change');
  line.quantity = quantity;
  line.totalPriceAmount = line.salePriceAmount * quantity;
  line.totalDiscountAmount = line.discountAmount * quantity;
  session.cart = recalculate(session.cart);
}

export function clearCartCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = 'cartToken=; Path=/; Max-Age=0';
}

/** Forgets a path's checkout: the cart and checkout token cookies and the visit's sessionStorage. */
export function clearCheckoutVisit() {
  clearCartCookie();
  deleteCookie(checkoutTokenCookie);
  sessionStorage.clear();
}
