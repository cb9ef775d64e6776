import type { Context } from 'hono';
import type { Cart } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import type { SeedUser } from '../data.ts';
import type { Store } from '../store.ts';
import { normaliseOrganisationNumber } from './accounts.ts';
import { apiError, bearerToken, bodyOf, marketByCountry } from './respond.ts';

/** Cart token lifetime of the spec: 30 days. */
export const cartTokenLifetimeSeconds = 2592000;

/** The carriers of each country, the first the default (the spec: the first shipping provider is chosen). */
const shippingProvidersOf: Record<string, string[]> = {
  SE: ['PostNord', 'DHL Freight'],
  NO: ['Bring', 'PostNord'],
  DK: ['PostNord', 'GLS'],
  FI: ['Posti', 'Matkahuolto'],
  DE: ['DHL', 'Hermes'],
  GB: ['Royal Mail', 'DPD'],
};

/** The capabilities a store group configures for a country (none when it configures nothing). */
function capabilitiesOf(store: Store, storeGroupId: string, countryCode: string): Cart['capabilities'] {
  const providers = store.data.storeGroups.find((group) => group.id === storeGroupId)?.paymentProviders[
    countryCode
  ];
  if (!providers) return undefined;
  return {
    paymentProviders: providers.map((name) => ({ name })),
    shippingProviders: (shippingProvidersOf[countryCode] ?? ['Standard']).map((name) => ({ name })),
    giftCardProviders: [{ name: 'Retain24' }],
  };
}

function emptyCart(store: Store, storeGroupId: string, countryCode: string, languageCode: string): Cart {
  const market = marketByCountry(store, countryCode);
  const capabilities = capabilitiesOf(store, storeGroupId, countryCode);
  return {
    id: store.nextId('cart'),
    storeGroupId,
    currencyCode: market?.currency ?? 'SEK',
    countryCode,
    languageCode,
    isTaxIncludedInPrice: true,
    items: [],
    discountCodes: [],
    totals: { subTotal: 0, shippingTotal: 0, discountTotal: 0, taxTotal: 0, grandTotal: 0 },
    ...(capabilities ? { capabilities } : {}),
  };
}

/** The live session of the request's cart token, or undefined when it is missing or expired. */
export function sessionOf(store: Store, token: string | undefined) {
  const session = token ? store.runtime.sessions[token] : undefined;
  return session && session.expiresAt > store.clock().getTime() ? session : undefined;
}

/** The signed-in user of the request's `User-Token` header (the Authorization header is the cart token). */
function userOfHeader(c: Context<MockEnv>): SeedUser | undefined {
  const { store } = c.var;
  const entry = store.runtime.userTokens[c.req.header('user-token') ?? ''];
  if (!entry || entry.expiresAt <= store.clock().getTime()) return undefined;
  return store.data.users.find((user) => user.id === entry.userId);
}

/** Whether the user may put the company of this registration number on a cart: a super admin, or a member of
 * it in any role (agents included), of a company that exists. */
function mayOrderFor(store: Store, user: SeedUser, registrationNumber: string): boolean {
  const number = normaliseOrganisationNumber(registrationNumber).toUpperCase();
  const company = store.data.companies.find(
    (entry) => normaliseOrganisationNumber(entry.organisation_number).toUpperCase() === number,
  );
  if (!company) return false;
  return user.is_super_admin || user.organisations.some((membership) => membership.id === company.id);
}

export function sessionRoutes(app: MockApp) {
  app.post('/shopper/sessions/start', (c) => {
    const { store } = c.var;
    const body = bodyOf<{ storeGroupId: string; countryCode: string; languageCode: string }>(c);
    if (!store.data.storeGroups.some((group) => group.id === body.storeGroupId))
      return apiError(c, 400, `Unknown store group: ${body.storeGroupId}`);
    if (!marketByCountry(store, body.countryCode))
      return apiError(c, 400, `Unknown country: ${body.countryCode}`);
    const token = store.nextId('ct');
    const cart = emptyCart(store, body.storeGroupId, body.countryCode, body.languageCode);
    store.runtime.sessions[token] = {
      token,
      cart,
      expiresAt: store.clock().getTime() + cartTokenLifetimeSeconds * 1000,
    };
    return c.json({ token, cart });
  });
  app.patch('/shopper/sessions/attributes', (c) => {
    const session = sessionOf(c.var.store, bearerToken(c));
    if (!session) return apiError(c, 401, 'Session not found or expired');
    const body = bodyOf<
      Required<Pick<NonNullable<Cart['attributes']>, 'company' | 'merchantReference1'>> &
        Pick<NonNullable<Cart['attributes']>, 'billingAddress'>
    >(c);
    // The cart's order lands in the company's order list: only its members, agents and super admins name it
    // (issue 31; before, an anonymous cart could name any company). docs/decisions/047.
    const user = userOfHeader(c);
    if (!user) return apiError(c, 401, 'Sign in to order for a company');
    if (!mayOrderFor(c.var.store, user, body.company.registrationNumber))
      return apiError(c, 403, 'Only a member, an agent or a super admin of the company may order for it');
    session.cart = {
      ...session.cart,
      attributes: {
        company: body.company,
        merchantReference1: body.merchantReference1,
        ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
      },
    };
    return c.json({ cart: session.cart });
  });
  app.get('/shopper/sessions', (c) => {
    const session = sessionOf(c.var.store, bearerToken(c));
    if (!session) return apiError(c, 401, 'Session not found or expired');
    return c.json({ token: session.token, cart: session.cart });
  });
}
