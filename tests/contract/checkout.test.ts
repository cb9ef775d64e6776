// Discount codes, gift cards, the providers each market offers, the widget's payment report and the order
// creation of the embedded backend. Every response is also checked against the contract.
import { describe, expect, it } from 'vitest';
import type { Cart, Checkout } from '../../openapi/types';
import { checkoutBackend, type ErrorBody, paidCustomer } from '../support/checkout-backend';
import { testNow, testOrigin } from '../support/test-backend';

// The backend, carts and checkouts, shared with the concurrency and abuse-limit tests.
const setup = checkoutBackend;
const customer = paidCustomer;

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
    const klarna = await context.klarnaIn();
    const pay = (outcome: string, given = details) => klarna.pay(outcome, given);
    return { ...context, ...klarna, pay };
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

/** A Klarna checkout of a new cart with one line of `variant` (or of `cartToken`'s cart), on the given backend. */
async function klarnaIn(context: ReturnType<typeof setup>, variant = 'v-kit-1', cartToken?: string) {
  const { call, bearer } = context;
  const klarna = await context.klarnaIn(cartToken, variant);
  const applyCard = (code = 'GC-500', pin = '5678') =>
    call<Checkout & ErrorBody>(
      'PUT',
      `/shopper-retain24/gift-cards/${code}`,
      { pin },
      bearer(klarna.checkoutToken),
    );
  const cartOf = async () =>
    (await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(klarna.cartToken))).body.cart;
  return { ...klarna, applyCard, cartOf };
}

/** What the backend keeps that an order creation may change: orders, card balances, carts, keys. */
const stateOf = (backend: ReturnType<typeof setup>['backend']) =>
  JSON.stringify({
    orders: backend.store.data.orders,
    cards: backend.store.data.giftCards,
    carts: Object.values(backend.store.runtime.sessions).map((session) => session.cart),
    keys: backend.store.runtime.idempotencyKeys,
  });

describe('the order is its holder’s', () => {
  it('refuses the order without the cart token (401) or with another’s (403), and stores nothing', async () => {
    const context = setup();
    const { backend, call, cartIn } = context;
    const { id, pay, order, checkoutToken } = await klarnaIn(context);
    expect((await pay()).body.payment).toBe('paid');
    const [otherCart, anotherCart] = [await cartIn(), await cartIn()];
    const before = stateOf(backend);
    const refusals = [
      await order('order-no-token', null),
      await order('order-other-cart', otherCart),
      // The checkout token is the provider calls' proof, not the order's.
      await order('order-checkout-token', checkoutToken),
      await order('order-guessed', 'ct-1001'),
    ];
    expect(refusals.map((answer) => [answer.status, answer.body.error])).toEqual([
      [401, "Unauthorized: the checkout's cart token is required"],
      [403, 'Forbidden: the checkout belongs to another cart'],
      [403, 'Forbidden: the checkout belongs to another cart'],
      [403, 'Forbidden: the checkout belongs to another cart'],
    ]);
    // A checkout id nobody started answers as another's: ids tell nothing.
    const unknown = await call(
      'POST',
      '/api/brink/create-order/',
      { checkoutId: `${id}x` },
      { 'idempotency-key': 'order-unknown', 'cart-token': anotherCart },
    );
    expect(unknown.status).toBe(403);
    expect(stateOf(backend)).toBe(before);
    expect((await order()).status).toBe(200);
  });

  it('answers a made order again only to its holder, without personal data to anyone else', async () => {
    const context = setup();
    const { cartIn } = context;
    const { pay, order } = await klarnaIn(context);
    await pay();
    const placed = await order();
    expect(placed.status).toBe(200);
    const replayed = await order('order-other-cart', await cartIn());
    expect(replayed.status).toBe(403);
    expect(JSON.stringify(replayed.body)).not.toContain(customer.email);
    // The same key, without the holder's token: refused too.
    expect((await order(undefined, null)).status).toBe(401);
    expect((await order()).body.order.id).toBe(placed.body.order.id);
  });
});

describe('the order is what was paid', () => {
  it('refuses (409) the order of a cart raised after the payment, and stores nothing', async () => {
    const context = setup();
    const { backend, call, bearer } = context;
    const { pay, order, cartToken, cartOf } = await klarnaIn(context);
    expect((await pay()).body.payment).toBe('paid');
    const paidCart = await cartOf();
    const line = paidCart.items.find((item) => !item.options?.parentItem)!;
    const raised = await call(
      'PUT',
      `/shopper/sessions/items/${line.id}`,
      { quantity: 40 },
      bearer(cartToken),
    );
    expect(raised.status).toBe(200);
    const before = stateOf(backend);
    const refused = await order();
    expect([refused.status, refused.body.error]).toEqual([409, 'The cart has changed since the payment']);
    expect(refused.body).not.toHaveProperty('order');
    expect(stateOf(backend)).toBe(before);
    // Lowered back, the checkout the cart change ended still makes no order; a new checkout pays the cart.
    await call('PUT', `/shopper/sessions/items/${line.id}`, { quantity: 1 }, bearer(cartToken));
    expect((await order()).status).toBe(409);
    const again = await klarnaIn(context, 'v-kit-1', cartToken);
    expect((await again.pay()).body.payment).toBe('paid');
    const placed = await again.order();
    expect(placed.status).toBe(200);
    expect(placed.body.order.totals.grandTotal).toBe(paidCart.totals.grandTotal);
    expect(placed.body.order.lines.map((entry) => entry.quantity)).toEqual(
      paidCart.items.map((item) => item.quantity),
    );
  });

  it('refuses a cart changed after the payment by a discount code, or behind the checkout’s back', async () => {
    const context = setup();
    const { backend, call, bearer } = context;
    const first = await klarnaIn(context, 'v-ts-1001-black-m');
    await first.pay();
    await call(
      'POST',
      '/shopper/sessions/discount-codes',
      { discountCode: 'WELCOME10' },
      bearer(first.cartToken),
    );
    expect((await first.order()).status).toBe(409);

    const second = await klarnaIn(context, 'v-ts-1001-black-m');
    await second.pay();
    // A change that bypasses the cart routes (as a stored state might): the payment's record still decides.
    const session = backend.store.runtime.sessions[second.cartToken]!;
    session.cart = { ...session.cart, items: session.cart.items.map((item) => ({ ...item, quantity: 40 })) };
    const before = stateOf(backend);
    expect((await second.order()).status).toBe(409);
    expect(stateOf(backend)).toBe(before);
  });

  it('takes no payment for a checkout that a new one replaced or a cart change ended, nor for an empty cart', async () => {
    const context = setup();
    const { call, bearer } = context;
    const first = await klarnaIn(context);
    const second = await klarnaIn(context, 'v-kit-1', first.cartToken);
    expect((await first.pay()).status).toBe(404);
    expect(
      (await call('GET', '/shopper/sessions/checkout', undefined, bearer(first.checkoutToken))).status,
    ).toBe(401);
    const line = (await second.cartOf()).items[0]!;
    await call('DELETE', `/shopper/sessions/items/${line.id}`, undefined, bearer(second.cartToken));
    expect((await second.pay()).status).toBe(404);
  });
});

describe('gift-card reservations', () => {
  it('reserve the amount for the checkout: another gets the remainder or no balance, and it is redeemed once', async () => {
    const context = setup();
    const { backend } = context;
    // 199 kr + 49 kr shipping, then two carts over 500 kr.
    const small = await klarnaIn(context, 'v-ts-1001-black-m');
    const large = await klarnaIn(context, 'v-kit-1');
    const third = await klarnaIn(context, 'v-kit-1');
    const smallCard = await small.applyCard();
    expect(smallCard.body.giftCards).toEqual([{ code: 'GC-500', amount: 24800 }]);
    expect(smallCard.body.amountToPay).toBe(0);
    expect((await large.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 - 24800 }]);
    const none = await third.applyCard();
    expect([none.status, none.body.error]).toEqual([400, 'requested gift card has insufficient balance']);
    // Both pay and order: 500 kr redeemed in all, not 1 000.
    for (const checkout of [small, large]) {
      expect((await checkout.pay()).body.payment).toBe('paid');
      expect((await checkout.order()).status).toBe(200);
    }
    const card = backend.store.data.giftCards.find((entry) => entry.code === 'GC-500')!;
    expect(card.balance.SEK).toBe(0);
    expect((await third.applyCard()).body.error).toBe('requested gift card has insufficient balance');
  });

  it('release the amount when the checkout is replaced, its cart changes or the reservation lapses', async () => {
    let now = testNow.getTime();
    const context = setup({ clock: () => new Date(now) });
    const { call, bearer } = context;
    const holder = await klarnaIn(context);
    const other = await klarnaIn(context);
    expect((await holder.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
    expect((await other.applyCard()).status).toBe(400);

    // A new checkout of the holder's cart replaces the old one and frees the card.
    const replaced = await klarnaIn(context, 'v-kit-1', holder.cartToken);
    expect((await other.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
    expect((await replaced.applyCard()).status).toBe(400);

    // A change of the other cart ends its checkout: the card is free again.
    const line = (await other.cartOf()).items[0]!;
    await call('PUT', `/shopper/sessions/items/${line.id}`, { quantity: 2 }, bearer(other.cartToken));
    expect((await replaced.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);

    // A reservation lapses after 30 minutes: the card no longer pays that checkout and another may take it.
    now += 31 * 60 * 1000;
    const lapsed = (
      await call<Checkout>('GET', '/shopper/sessions/checkout', undefined, bearer(replaced.checkoutToken))
    ).body;
    expect(lapsed.giftCards).toEqual([]);
    const fresh = await klarnaIn(context);
    expect((await fresh.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
  });

  it('refuse the order of a paid checkout whose lapsed reservation went to another checkout', async () => {
    let now = testNow.getTime();
    const context = setup({ clock: () => new Date(now) });
    const { backend } = context;
    const late = await klarnaIn(context);
    await late.applyCard();
    await late.pay();
    // The payment holds the card for the order another 30 minutes; after that it lapses.
    now += 61 * 60 * 1000;
    const other = await klarnaIn(context);
    expect((await other.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
    const before = stateOf(backend);
    const refused = await late.order();
    expect([refused.status, refused.body.error]).toEqual([
      409,
      'requested gift card has insufficient balance',
    ]);
    expect(stateOf(backend)).toBe(before);
  });

  it('are fixed once the checkout is paid', async () => {
    const context = setup();
    const { call, bearer } = context;
    const paid = await klarnaIn(context);
    await paid.applyCard();
    await paid.pay();
    expect((await paid.applyCard('GC-1000', '1234')).body.error).toBe('The checkout is paid');
    const removed = await call(
      'DELETE',
      '/shopper-retain24/gift-cards/GC-500',
      undefined,
      bearer(paid.checkoutToken),
    );
    expect(removed.status).toBe(400);
  });
});

describe('idempotency keys', () => {
  it('are bound to their checkout: another checkout’s key answers 409 without the order', async () => {
    const context = setup();
    const { backend } = context;
    const first = await klarnaIn(context);
    const second = await klarnaIn(context);
    await first.pay();
    await second.pay();
    const ordersBefore = backend.store.data.orders.length;
    const placed = await first.order('shared-key-1');
    expect(placed.status).toBe(200);
    const reused = await second.order('shared-key-1');
    expect([reused.status, reused.body.error]).toEqual([
      409,
      'The Idempotency-Key was used with another checkout',
    ]);
    expect(JSON.stringify(reused.body)).not.toContain(customer.email);
    // The same key with its own checkout answers its order; the other checkout orders with a key of its own.
    expect((await first.order('shared-key-1')).body.order.id).toBe(placed.body.order.id);
    const own = await second.order('second-key-1');
    expect(own.status).toBe(200);
    expect(own.body.order.id).not.toBe(placed.body.order.id);
    expect(backend.store.data.orders.length).toBe(ordersBefore + 2);
  });

  it('make one order of 20 paid checkouts of one cart, not 19 empty ones', async () => {
    const context = setup();
    const { backend, cartIn } = context;
    const cartToken = await cartIn();
    const checkouts = [];
    for (let index = 0; index < 20; index += 1) {
      const started = await klarnaIn(context, 'v-kit-1', cartToken);
      expect((await started.pay()).body.payment).toBe('paid');
      checkouts.push(started);
    }
    const ordersBefore = backend.store.data.orders.length;
    const answers = [];
    for (const [index, checkout] of checkouts.entries())
      answers.push(await checkout.order(`key-${index}-of-20`));
    expect(answers.map((answer) => answer.status)).toEqual([200, ...Array(19).fill(409)]);
    expect(backend.store.data.orders.length).toBe(ordersBefore + 1);
    expect(backend.store.data.orders.at(-1)!.lines.length).toBeGreaterThan(0);
  });
});

describe('a payment whose order is refused', () => {
  /** The simulated provider's record of the checkout's payment. */
  const recordOf = (context: ReturnType<typeof setup>, id: string) =>
    Object.values(context.backend.store.runtime.checkouts).find((checkout) => checkout.id === id)!;

  it('is voided at the provider when the cart changed after it: not charged, the gift card released', async () => {
    const context = setup();
    const { backend, call, bearer } = context;
    const paid = await klarnaIn(context);
    expect((await paid.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
    expect((await paid.pay()).body.payment).toBe('paid');
    const line = (await paid.cartOf()).items.find((item) => !item.options?.parentItem)!;
    await call('PUT', `/shopper/sessions/items/${line.id}`, { quantity: 40 }, bearer(paid.cartToken));
    const refused = await paid.order();
    expect([refused.status, refused.body.error]).toEqual([409, 'The cart has changed since the payment']);
    const record = recordOf(context, paid.id);
    expect(record.payment).toBe('voided');
    expect(record.paid).toMatchObject({
      amount: expect.any(Number),
      voided: { at: testNow.toISOString(), reason: 'The cart has changed since the payment' },
    });
    // The reservation is released at once: another checkout gets the whole card, nothing was redeemed.
    const other = await klarnaIn(context);
    expect((await other.applyCard()).body.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
    expect(backend.store.data.giftCards.find((card) => card.code === 'GC-500')!.balance.SEK).toBe(50000);
    // The confirmation asking again gets the same answer; the voided payment takes no new report.
    expect((await paid.order()).body.error).toBe('The cart has changed since the payment');
    expect((await paid.pay()).status).toBe(404);
    expect(recordOf(context, paid.id).payment).toBe('voided');
  });

  it('is voided when a lapsed gift-card reservation went to another checkout', async () => {
    let now = testNow.getTime();
    const context = setup({ clock: () => new Date(now) });
    const late = await klarnaIn(context);
    await late.applyCard();
    await late.pay();
    now += 61 * 60 * 1000;
    await (await klarnaIn(context)).applyCard();
    expect((await late.order()).status).toBe(409);
    expect(recordOf(context, late.id).paid?.voided?.reason).toBe(
      'requested gift card has insufficient balance',
    );
  });

  it('is voided for every other paid checkout of a cart once one of them makes the order', async () => {
    const context = setup();
    const first = await klarnaIn(context);
    await first.pay();
    const second = await klarnaIn(context, 'v-kit-1', first.cartToken);
    await second.pay();
    expect((await second.order()).status).toBe(200);
    expect(recordOf(context, second.id).payment).toBe('completed');
    expect(recordOf(context, first.id).payment).toBe('voided');
    expect(recordOf(context, first.id).paid?.voided?.reason).toBe('The cart has changed since the payment');
    expect((await first.order()).status).toBe(409);
  });
});
