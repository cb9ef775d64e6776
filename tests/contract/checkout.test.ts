// Discount codes, gift cards, the providers each market offers, the widget's payment report and the order
// creation of the embedded backend. Every response is also checked against the contract.
import { describe, expect, it } from 'vitest';
import type { Cart, Checkout, Order } from '../../openapi/types';
import { createTestBackend, testOrigin } from '../support/test-backend';

type Answer<T> = { status: number; body: T };
type ErrorBody = { error?: string; errors?: string[]; requestId?: string; productVariantIDs?: string[] };

function setup() {
  const backend = createTestBackend();
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
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as T };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
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
  const checkoutIn = async (countryCode = 'SE', storeGroupId = 'sg-consumer') => {
    const cartToken = await cartIn(countryCode, storeGroupId);
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
  return { backend, call, bearer, cartIn, checkoutIn, checkout };
}

const customer = {
  givenName: 'Sara',
  familyName: 'Nyström',
  email: 'consumer@statefront.test',
  telephoneNumber: '+46701234501',
  address: 'Ringvägen 12',
  postalCode: '118 60',
  city: 'Stockholm',
  country: 'SE',
};

describe('discount codes', () => {
  it('applies a code to every line and answers each catalogue error for its seeded code', async () => {
    const { call, bearer, cartIn } = setup();
    const token = await cartIn();
    const apply = (discountCode: string) =>
      call<{ cart: Cart } & ErrorBody>(
        'POST',
        '/shopper/sessions/discount-codes',
        { discountCode },
        bearer(token),
      );
    const applied = await apply('welcome10');
    expect(applied.status).toBe(200);
    const { totals, items, discountCodes } = applied.body.cart;
    expect(discountCodes).toEqual([{ code: 'WELCOME10', percentOff: 10 }]);
    expect(items.every((line) => line.totalDiscountAmount > 0)).toBe(true);
    expect(totals.discountTotal).toBeGreaterThan(0);
    const errors = await Promise.all(
      [
        'NOSUCHCODE',
        'MINORDER500',
        'MEMBERSONLY',
        'SUMMER2025',
        'WELCOME10',
        'PAUSED',
        'BADREQ',
        'WEIRD',
      ].map(async (code) => [(await apply(code)).status, (await apply(code)).body.error]),
    );
    expect(errors).toEqual([
      [400, 'MISSING_DISCOUNT_CODE'],
      [400, 'CONDITION_DISCOUNT_CODE'],
      [400, 'CONDITION_DISCOUNT_EXTERNAL'],
      [400, 'EXPIRED_DISCOUNT_CODE'],
      [400, 'ALREADY_ADDED_DISCOUNT_CODE'],
      [400, 'INACTIVE_DISCOUNT_CODE'],
      [400, 'BAD_REQUEST'],
      [400, 'UNKNOWN_DISCOUNT_ERROR'],
    ]);
    const removed = await call<{ cart: Cart }>(
      'DELETE',
      '/shopper/sessions/discount-codes/WELCOME10',
      undefined,
      bearer(token),
    );
    expect(removed.body.cart.discountCodes).toEqual([]);
    expect(removed.body.cart.totals.grandTotal).toBeGreaterThan(totals.grandTotal);
  });
});

describe('gift cards', () => {
  it('pays with cards up to their balance and answers the provider texts', async () => {
    const { call, bearer, checkoutIn, checkout } = setup();
    const { checkoutToken } = await checkoutIn();
    const before = await checkout(checkoutToken);
    const apply = (code: string, pin: string) =>
      call<Checkout & ErrorBody>(
        'PUT',
        `/shopper-retain24/gift-cards/${code}`,
        { pin },
        bearer(checkoutToken),
      );
    const applied = await apply('GC-500', '5678');
    expect(applied.body.giftCards).toEqual([{ code: 'GC-500', amount: Math.min(50000, before.amountToPay) }]);
    expect((await apply('GC-EMPTY', '0000')).body.error).toBe('requested gift card has insufficient balance');
    expect((await apply('GC-BROKEN', '1111')).body.error).toBe('unable to add/update card');
    expect((await apply('GC-1000', '9999')).body.error).toBe('unable to add/update card');
    expect((await apply('GC-BLOCKED', '2222')).body.error).toBe('gift card is blocked');
    const removed = await call<Checkout>(
      'DELETE',
      '/shopper-retain24/gift-cards/GC-500',
      undefined,
      bearer(checkoutToken),
    );
    expect(removed.body.amountToPay).toBe(before.amountToPay);
  });

  it('sends nothing without a checkout token', async () => {
    const { call } = setup();
    expect((await call('PUT', '/shopper-retain24/gift-cards/GC-500', { pin: '5678' })).status).toBe(401);
  });
});

describe('providers', () => {
  it('offers the providers of the seed per market and store group', async () => {
    const { call, bearer, cartIn } = setup();
    const offered = async (country: string, group: string) => {
      const token = await cartIn(country, group);
      const { body } = await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(token));
      return body.cart.capabilities?.paymentProviders.map((provider) => provider.name) ?? null;
    };
    expect(await offered('SE', 'sg-consumer')).toEqual(['KlarnaCheckout', 'WalleyCheckout']);
    expect(await offered('NO', 'sg-consumer')).toEqual(['QliroOne', 'KlarnaCheckout']);
    expect(await offered('DK', 'sg-consumer')).toEqual(['WalleyCheckout']);
    expect(await offered('FI', 'sg-consumer')).toEqual(['Avarda', 'KlarnaCheckout']);
    expect(await offered('DE', 'sg-consumer')).toEqual(['Adyen', 'KlarnaCheckout']);
    expect(await offered('SE', 'sg-b2b')).toEqual(['WalleyCheckout']);
    expect(await offered('DE', 'sg-b2b')).toEqual(['PayPal']);
    expect(await offered('GB', 'sg-b2b')).toBeNull();
  });

  it('refuses a provider the cart does not offer', async () => {
    const { call, bearer, checkoutIn } = setup();
    const { checkoutToken } = await checkoutIn('SE');
    const refused = await call('POST', '/shopper-adyen/sessions', { returnUrl: '/c' }, bearer(checkoutToken));
    expect([refused.status, refused.body.error]).toEqual([400, 'Payment provider not available: Adyen']);
  });

  it('embeds the Klarna widget through the html_snippet', async () => {
    const { call, bearer, checkoutIn, checkout } = setup();
    const { checkoutToken } = await checkoutIn('SE');
    const { body } = await call<{ html_snippet: string }>(
      'POST',
      '/shopper-kco/orders',
      { merchantUrls: { terms: '/t', confirmation: '/c' } },
      bearer(checkoutToken),
    );
    const { id } = await checkout(checkoutToken);
    expect(body.html_snippet).toContain(`src="${testOrigin}/shopper-widgets/klarna/${id}"`);
    const page = await call<string>('GET', `/shopper-widgets/klarna/${id}?lang=sv`);
    expect(page.body).toContain('<html lang="sv">');
    expect(page.body).toContain('Telefon *');
  });

  it('refuses an empty cart and reports sold-out lines at checkout start', async () => {
    const { backend, call, bearer, cartIn } = setup();
    const token = await cartIn();
    for (const product of backend.store.data.products)
      for (const variant of product.variants) if (variant.id === 'v-kit-1') variant.stock = 0;
    const soldOut = await call('POST', '/shopper/sessions/checkout/start', undefined, bearer(token));
    expect([soldOut.status, soldOut.body.error, soldOut.body.productVariantIDs]).toEqual([
      404,
      'out of stock error',
      ['v-kit-1'],
    ]);
    const { body } = await call<{ token: string }>('POST', '/shopper/sessions/start', {
      storeGroupId: 'sg-consumer',
      countryCode: 'SE',
      languageCode: 'sv',
    });
    expect(
      (await call('POST', '/shopper/sessions/checkout/start', undefined, bearer(body.token))).status,
    ).toBe(400);
  });
});

describe('payment and order creation', () => {
  async function paidKlarna(details: Record<string, string> = customer) {
    const context = setup();
    const { call, bearer, checkoutIn, checkout } = context;
    const { checkoutToken, cartToken } = await checkoutIn('SE');
    await call(
      'POST',
      '/shopper-kco/orders',
      { merchantUrls: { terms: '/t', confirmation: '/c' } },
      bearer(checkoutToken),
    );
    const { id } = await checkout(checkoutToken);
    const pay = (outcome: string, given = details) =>
      call<{ payment: string } & ErrorBody>('POST', `/shopper-widgets/klarna/${id}/payment`, {
        outcome,
        customer: given,
      });
    const order = (key = `order-${id}`) =>
      call<{ order: Order } & ErrorBody>(
        'POST',
        '/api/brink/create-order/',
        { checkoutId: id },
        { 'idempotency-key': key },
      );
    return { ...context, id, cartToken, pay, order };
  }

  it('creates one order however often the shopper pays or the confirmation asks', async () => {
    const { backend, call, bearer, pay, order, cartToken } = await paidKlarna();
    const ordersBefore = backend.store.data.orders.length;
    expect((await order()).status).toBe(409);
    expect([(await pay('paid')).body.payment, (await pay('paid')).body.payment]).toEqual(['paid', 'paid']);
    expect((await pay('failed')).body.payment).toBe('paid');
    const [first, second] = [await order(), await order()];
    expect(first.body.order.id).toBe(second.body.order.id);
    expect((await order('another-key-1')).body.order.id).toBe(first.body.order.id);
    expect(backend.store.data.orders.length).toBe(ordersBefore + 1);
    expect(first.body.order).toMatchObject({ email: customer.email, firstName: 'Sara', countryCode: 'SE' });
    const { body } = await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(cartToken));
    expect(body.cart.items).toEqual([]);
  });

  it('requires Klarna’s phone and answers missing details as path: message errors', async () => {
    const { pay, order } = await paidKlarna({ country: 'Sverige', telephoneNumber: '+46701234501' });
    expect((await pay('paid', { givenName: 'Sara' })).body.error).toBe('Klarna requires a phone number');
    expect((await pay('paid')).body.payment).toBe('paid');
    const refused = await order();
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'givenName: givenName required',
      'familyName: familyName required',
      'email: is a required field',
      'address: is a required field',
      'postalCode: is a required field',
      'city: is a required field',
      'country: country must be a valid ISO 3166-1 alpha2 code',
    ]);
    expect(refused.body.requestId).toMatch(/^req-/);
    // The checkout is open again: the shopper corrects the details and pays.
    expect((await pay('paid', customer)).body.payment).toBe('paid');
    expect((await order()).status).toBe(200);
  });

  it('keeps a declined or cancelled payment open for another try', async () => {
    const { pay } = await paidKlarna();
    expect((await pay('failed')).body.payment).toBe('failed');
    expect((await pay('cancelled')).body.payment).toBe('cancelled');
    expect((await pay('paid')).body.payment).toBe('paid');
  });
});
