// The in-process backend as the checkout, concurrency and abuse-limit contract tests drive it: JSON calls
// that answer status, body and headers, a clock the test moves, carts, checkouts, logins and mails.
import type { Checkout, Order } from '../../openapi/types';
import type { MockServerOptions } from '../../server-mock/app';
import { createTestBackend, testNow, testOrigin } from './test-backend';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}
export type ErrorBody = {
  error?: string;
  details?: string;
  errors?: string[];
  requestId?: string;
  productVariantIDs?: string[];
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A consumer who completes every provider's required fields (Klarna's phone included). */
export const paidCustomer = {
  givenName: 'Sara',
  familyName: 'Nyström',
  email: 'consumer@statefront.test',
  telephoneNumber: '+46701234501',
  address: 'Ringvägen 12',
  postalCode: '118 60',
  city: 'Stockholm',
  country: 'SE',
};

/** The session attributes of a cart ordered for Acme AB (a member names it with their token, decision 047). */
export const acmeAttributes = {
  company: {
    registrationNumber: '556677-8899',
    taxId: 'SE556677889901',
    name: 'Acme AB',
    reference: 'Johan Berg',
  },
  merchantReference1: '5566778899',
};

/** Klarna's start as the shop sends it: the phone mandatory (docs/decisions/026). */
export const klarnaStart = {
  merchantUrls: { terms: '/t', confirmation: '/c' },
  options: { phone_mandatory: true },
};

export function checkoutBackend(options: MockServerOptions = {}) {
  // A clock the test moves (`advance`); it starts at the fixed test time.
  let now = testNow.getTime();
  const backend = createTestBackend({ clock: () => new Date(now), ...options });
  const call = async <T = ErrorBody>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> => {
    const response = await backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: (text.startsWith('{') ? JSON.parse(text) : text) as T,
      headers: response.headers,
    };
  };
  const advance = (ms: number) => {
    now += ms;
  };

  /** A new cart with one line of `variant`; answers its cart token. */
  const cartIn = async (countryCode = 'SE', storeGroupId = 'sg-consumer', variant = 'v-kit-1') => {
    const { body } = await call<{ token: string }>('POST', '/shopper/sessions/start', {
      storeGroupId,
      countryCode,
      languageCode: 'sv',
    });
    await call(
      'POST',
      '/shopper/sessions/items',
      { productVariantId: variant, quantity: 1 },
      bearer(body.token),
    );
    return body.token;
  };
  /** A checkout started from a new cart. */
  const checkoutIn = async (countryCode = 'SE', storeGroupId = 'sg-consumer', variant = 'v-kit-1') => {
    const cartToken = await cartIn(countryCode, storeGroupId, variant);
    const { body } = await call<{ token: string }>(
      'POST',
      '/shopper/sessions/checkout/start',
      undefined,
      bearer(cartToken),
    );
    return { cartToken, checkoutToken: body.token };
  };
  const checkout = async (token: string) =>
    (await call<Checkout>('GET', '/shopper/sessions/checkout', undefined, bearer(token))).body;

  /** A Klarna checkout of the cart (a new one by default): its widget's payment and the confirmation's order. */
  const klarnaIn = async (cartToken?: string, variant = 'v-kit-1') => {
    const cart = cartToken ?? (await cartIn('SE', 'sg-consumer', variant));
    const { body } = await call<{ token: string }>(
      'POST',
      '/shopper/sessions/checkout/start',
      undefined,
      bearer(cart),
    );
    const checkoutToken = body.token;
    await call('POST', '/shopper-kco/orders', klarnaStart, bearer(checkoutToken));
    const { id } = await checkout(checkoutToken);
    const pay = (outcome = 'paid', customer: Record<string, string> = paidCustomer) =>
      call<{ payment: string } & ErrorBody>('POST', `/shopper-widgets/klarna/${id}/payment`, {
        outcome,
        customer,
      });
    /** The confirmation's call, as the holder of the cart (another cart token, or none, to test refusals). */
    const order = (key = `order-${id}`, holder: string | null = cart) =>
      call<{ order: Order } & ErrorBody>(
        'POST',
        '/api/brink/create-order/',
        { checkoutId: id },
        { 'idempotency-key': key, ...(holder === null ? {} : { 'cart-token': holder }) },
      );
    /** A gift card applied as the shop does: Klarna is synced after it, so that it charges the new amount. */
    const applyCard = async (code = 'GC-500', pin = '5678') => {
      const applied = await call<Checkout & ErrorBody>(
        'PUT',
        `/shopper-retain24/gift-cards/${code}`,
        { pin },
        bearer(checkoutToken),
      );
      await call('POST', '/shopper-kco/orders/sync', undefined, bearer(checkoutToken));
      return applied;
    };
    return { id, cartToken: cart, checkoutToken, pay, order, applyCard };
  };

  const login = (email: string, password: string, headers?: Record<string, string>) =>
    call<ErrorBody & { access_token?: string }>('POST', '/api/enad/login/', { email, password }, headers);
  const mails = (to: string) => backend.store.data.mailbox.filter((mail) => mail.to === to);
  return { backend, call, advance, bearer, cartIn, checkoutIn, checkout, klarnaIn, login, mails };
}
