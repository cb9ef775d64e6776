// The provider calls of decision 030 against the embedded backend: Avarda's sync carrying a purchase over to
// the cart's next checkout, the signed-in shopper's details at Avarda, Adyen and Walley's consumer start, and
// Klarna's order changing when it is told. Every response is also checked against the contract.
import { describe, expect, it } from 'vitest';
import type { Checkout, Order } from '../../openapi/types';
import { checkoutBackend, type ErrorBody, klarnaStart, paidCustomer } from '../support/checkout-backend';

type Purchase = { purchaseId: string; jwt: string; checkoutId: string } & ErrorBody;

/** The shopper's details as the shop sends them to Avarda and Adyen (`ProviderCustomer`). */
const sara = {
  firstName: 'Sara',
  lastName: 'Nyström',
  email: 'consumer@statefront.test',
  phone: '+46701234501',
  address: 'Ringvägen 12',
  postalCode: '118 60',
  city: 'Stockholm',
  country: 'SE',
};

function avardaIn() {
  const context = checkoutBackend();
  const { call, bearer, cartIn, checkout } = context;
  const createCheckout = async (cartToken: string) =>
    (
      await call<{ token: string }>(
        'POST',
        '/shopper/sessions/checkout/start',
        { paymentProvider: 'Avarda' },
        bearer(cartToken),
      )
    ).body.token;
  const page = async (checkoutId: string) =>
    call<string>('GET', `/shopper-widgets/avarda/${checkoutId}?lang=en`);
  const amountOn = async (checkoutId: string) =>
    /<strong>([^<]+)<\/strong>/.exec((await page(checkoutId)).body)?.[1];
  const referenceOn = async (checkoutId: string) =>
    /<span id="reference">([^<]+)<\/span>/.exec((await page(checkoutId)).body)?.[1];
  const start = (checkoutToken: string, body: object = { language: 'Finnish' }) =>
    call<Purchase>('POST', '/shopper-avarda/payments', body, bearer(checkoutToken));
  const sync = (checkoutToken?: string) =>
    call<Purchase>(
      'POST',
      '/shopper-avarda/payments/sync',
      undefined,
      checkoutToken ? bearer(checkoutToken) : {},
    );
  const add = (cartToken: string) =>
    call('POST', '/shopper/sessions/items', { productVariantId: 'v-kit-1', quantity: 1 }, bearer(cartToken));
  return { ...context, createCheckout, page, amountOn, referenceOn, start, sync, add, checkout, cartIn };
}

describe("Avarda's sync after a cart change", () => {
  it("carries the unpaid purchase over to the cart's next checkout, which shows and charges the new amount", async () => {
    const { call, cartIn, createCheckout, start, sync, add, checkout, amountOn, referenceOn, page } =
      avardaIn();
    const cartToken = await cartIn('FI');
    const first = await createCheckout(cartToken);
    const started = await start(first);
    expect(started.status).toBe(200);
    const told = await amountOn(started.body.checkoutId);
    expect(await referenceOn(started.body.checkoutId)).toBe(started.body.purchaseId);

    // The cart changes: its checkout ends, and the shop creates the next one.
    expect((await add(cartToken)).status).toBe(200);
    expect((await page(started.body.checkoutId)).status).toBe(404);
    const next = await createCheckout(cartToken);
    const carried = await sync(next);
    expect(carried.status).toBe(200);
    const { id } = await checkout(next);
    // The same purchase, now paying the new checkout and told its amount.
    expect(carried.body).toMatchObject({ purchaseId: started.body.purchaseId, checkoutId: id });
    expect(await referenceOn(id)).toBe(started.body.purchaseId);
    expect(await amountOn(id)).not.toBe(told);
    // It pays what the order is: the order is made.
    const { grandTotal } = (await checkout(next)).cart.totals;
    const paid = await call<{ payment: string }>('POST', `/shopper-widgets/avarda/${id}/payment`, {
      outcome: 'paid',
      customer: paidCustomer,
    });
    expect(paid.body.payment).toBe('paid');
    const order = await call<{ order: Order } & ErrorBody>(
      'POST',
      '/api/brink/create-order/',
      { checkoutId: id },
      { 'idempotency-key': `order-${id}`, 'cart-token': cartToken },
    );
    expect(order.status).toBe(200);
    expect(order.body.order.totals.grandTotal).toBe(grandTotal);
  });

  it('keeps its amount after a gift card until synced, and the sync keeps the purchase', async () => {
    const { call, bearer, cartIn, createCheckout, start, sync, amountOn } = avardaIn();
    const checkoutToken = await createCheckout(await cartIn('FI'));
    const started = await start(checkoutToken);
    const told = await amountOn(started.body.checkoutId);
    // A card in the cart's currency (docs/decisions/049): 50 € of the Finnish cart.
    const applied = await call<Checkout>(
      'PUT',
      '/shopper-retain24/gift-cards/GC-EUR50',
      { pin: '4321' },
      bearer(checkoutToken),
    );
    expect(applied.body.giftCards).toEqual([{ code: 'GC-EUR50', amount: 5000 }]);
    expect(await amountOn(started.body.checkoutId)).toBe(told);
    const synced = await sync(checkoutToken);
    expect(synced.body.purchaseId).toBe(started.body.purchaseId);
    expect(await amountOn(started.body.checkoutId)).not.toBe(told);
  });

  it('refuses without a checkout token, with no purchase to carry over, for a cart without Avarda, and after a payment', async () => {
    const { call, bearer, cartIn, createCheckout, start, sync, add, checkoutIn } = avardaIn();
    expect([(await sync()).status, (await sync()).body.error]).toEqual([
      401,
      'Checkout not found or expired',
    ]);
    // A new checkout that never started Avarda, with no earlier purchase.
    const fresh = await createCheckout(await cartIn('FI'));
    expect([(await sync(fresh)).status, (await sync(fresh)).body.error]).toEqual([404, 'No Avarda checkout']);
    // A Swedish cart offers no Avarda.
    const { checkoutToken: swedish } = await checkoutIn('SE');
    expect([(await sync(swedish)).status, (await sync(swedish)).body.error]).toEqual([
      400,
      'Payment provider not available: Avarda',
    ]);
    // A paid purchase, voided by the cart change, does not carry over.
    const cartToken = await cartIn('FI');
    const paidCheckout = await createCheckout(cartToken);
    const started = await start(paidCheckout);
    await call('POST', `/shopper-widgets/avarda/${started.body.checkoutId}/payment`, {
      outcome: 'paid',
      customer: paidCustomer,
    });
    await add(cartToken);
    const next = await createCheckout(cartToken);
    expect((await sync(next)).status).toBe(404);
    // The start takes no unknown or over-long customer field.
    expect((await start(next, { language: 'Finnish', customer: { givenName: 'Sara' } })).status).toBe(400);
    expect(
      (await start(next, { language: 'Finnish', customer: { email: `${'a'.repeat(250)}@x.se` } })).status,
    ).toBe(400);
    expect((await call('POST', '/shopper-avarda/payments/sync', undefined, bearer('chk-nope'))).status).toBe(
      401,
    );
  });
});

describe("the signed-in shopper's details at the providers' start", () => {
  const inputValue = (page: string, name: string) =>
    new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(page)?.[1];

  it('Avarda and Adyen take the ProviderCustomer and show it filled in', async () => {
    for (const [slug, country, path, body] of [
      ['avarda', 'FI', '/shopper-avarda/payments', { language: 'Finnish', customer: sara }],
      ['adyen', 'DE', '/shopper-adyen/sessions', { returnUrl: '/c', customer: sara }],
    ] as const) {
      const { call, bearer, checkoutIn, checkout } = checkoutBackend();
      const { checkoutToken } = await checkoutIn(country);
      expect((await call('POST', path, body, bearer(checkoutToken))).status).toBe(200);
      const { id } = await checkout(checkoutToken);
      const page = (await call<string>('GET', `/shopper-widgets/${slug}/${id}?lang=sv`)).body;
      expect(
        [
          'givenName',
          'familyName',
          'email',
          'telephoneNumber',
          'address',
          'postalCode',
          'city',
          'country',
        ].map((name) => inputValue(page, name)),
      ).toEqual([
        sara.firstName,
        sara.lastName,
        sara.email,
        sara.phone,
        sara.address,
        sara.postalCode,
        sara.city,
        'SE',
      ]);
      // A field the contract does not name is refused.
      expect(
        (await call('POST', path, { ...body, customer: { ...sara, ssn: '1' } }, bearer(checkoutToken)))
          .status,
      ).toBe(400);
    }
  });

  it("Walley's consumer start takes Walley's own customer fields (e-mail, mobile number, postal code)", async () => {
    const { call, bearer, checkoutIn, checkout } = checkoutBackend();
    const { checkoutToken } = await checkoutIn('DK');
    const walley = { merchantTermsUri: '/t', redirectPageUri: '/c' };
    const customer = { email: sara.email, mobilePhoneNumber: sara.phone, postalCode: sara.postalCode };
    expect(
      (
        await call(
          'POST',
          '/shopper-walley/checkouts',
          { walley: { ...walley, customer } },
          bearer(checkoutToken),
        )
      ).status,
    ).toBe(200);
    const { id } = await checkout(checkoutToken);
    const page = (await call<string>('GET', `/shopper-widgets/walley/${id}?lang=sv`)).body;
    expect(['email', 'telephoneNumber', 'postalCode'].map((name) => inputValue(page, name))).toEqual([
      sara.email,
      sara.phone,
      sara.postalCode,
    ]);
    expect(
      (
        await call(
          'POST',
          '/shopper-walley/checkouts',
          { walley: { ...walley, customer: { firstName: 'Sara' } } },
          bearer(checkoutToken),
        )
      ).status,
    ).toBe(400);
  });
});

describe("Klarna's watched order", () => {
  it('changes its last_modified_at when Klarna is told (sync), not when it is only read', async () => {
    const { call, bearer, checkoutIn } = checkoutBackend();
    const { checkoutToken } = await checkoutIn('SE');
    type KlarnaOrder = { last_modified_at: string; order_id: string } & ErrorBody;
    const get = () => call<KlarnaOrder>('GET', '/shopper-kco/orders', undefined, bearer(checkoutToken));
    // Before Klarna's start the checkout has no Klarna order.
    expect((await get()).status).toBe(404);
    const started = await call<KlarnaOrder>(
      'POST',
      '/shopper-kco/orders',
      klarnaStart,
      bearer(checkoutToken),
    );
    expect((await get()).body.last_modified_at).toBe(started.body.last_modified_at);
    await call('PUT', '/shopper-retain24/gift-cards/GC-500', { pin: '5678' }, bearer(checkoutToken));
    expect((await get()).body.last_modified_at).toBe(started.body.last_modified_at);
    await call('POST', '/shopper-kco/orders/sync', undefined, bearer(checkoutToken));
    const synced = (await get()).body;
    expect(synced.order_id).toBe(started.body.order_id);
    expect(Date.parse(synced.last_modified_at)).toBeGreaterThan(Date.parse(started.body.last_modified_at));
  });
});
