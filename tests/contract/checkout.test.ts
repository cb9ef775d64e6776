// Discount codes, gift cards, the providers each market offers, the widget's payment report and the order
// creation of the embedded backend. Every response is also checked against the contract.
import { describe, expect, it } from 'vitest';
import type { Cart, Checkout, Order } from '../../openapi/types';
import {
  acmeAttributes,
  checkoutBackend,
  type ErrorBody,
  klarnaStart,
  paidCustomer,
} from '../support/checkout-backend';
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
    // The summary adds up: sub total (before the code) − the code's discount + shipping = grand total.
    expect(totals.discountTotal).toBe(Math.round(totals.subTotal / 10));
    expect(totals.subTotal - totals.discountTotal + totals.shippingTotal).toBe(totals.grandTotal);
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
      klarnaStart,
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
    expect((await pay('paid', { givenName: 'Sara' })).body.error).toBe('The phone number is required');
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
  // Its gift cards are applied as the shop does: Klarna synced after each (the shared helper's applyCard).
  const klarna = await context.klarnaIn(cartToken, variant);
  const cartOf = async () =>
    (await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(klarna.cartToken))).body.cart;
  return { ...klarna, cartOf };
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
    expect(card.balance).toBe(0);
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
  // Keys are kept per checkout, at most 128 characters: tests/contract/idempotency-keys.test.ts.
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

describe('a provider charges what it was last told', () => {
  const urls = { terms: '/t', confirmation: '/c' };
  // Each provider's start and sync as the shop calls them, in a market where it is the chosen one.
  const providers = [
    {
      slug: 'klarna',
      country: 'SE',
      start: ['/shopper-kco/orders', klarnaStart],
      sync: '/shopper-kco/orders/sync',
    },
    {
      slug: 'qliro',
      country: 'NO',
      start: ['/shopper-qliro/checkouts', { merchantUrls: urls }],
      sync: '/shopper-qliro/checkouts/sync',
    },
    {
      slug: 'walley',
      country: 'DK',
      start: ['/shopper-walley/checkouts', { walley: { merchantTermsUri: '/t', redirectPageUri: '/c' } }],
      sync: '/shopper-walley/checkouts/sync',
    },
    {
      slug: 'avarda',
      country: 'FI',
      start: ['/shopper-avarda/payments', { language: 'Finnish' }],
      sync: '/shopper-avarda/payments/sync',
    },
    {
      slug: 'adyen',
      country: 'DE',
      start: ['/shopper-adyen/sessions', { returnUrl: '/c' }],
      sync: '/shopper-adyen/sessions/sync',
    },
  ] as const;

  async function started(provider: (typeof providers)[number]) {
    const context = setup();
    const { call, bearer, checkoutIn, checkout } = context;
    const { cartToken, checkoutToken } = await checkoutIn(provider.country);
    const [path, body] = provider.start;
    expect((await call('POST', path, body, bearer(checkoutToken))).status).toBe(200);
    const { id, cart } = await checkout(checkoutToken);
    // A card pays only in its own currency (docs/decisions/049): outside Sweden GC-500 is given the market's,
    // and a balance that pays part of the cart.
    const card = context.backend.store.data.giftCards.find((entry) => entry.code === 'GC-500')!;
    if (cart.currencyCode !== card.currencyCode)
      Object.assign(card, { currencyCode: cart.currencyCode, balance: 2000 });
    const amountOnPage = async () => {
      const page = await call<string>('GET', `/shopper-widgets/${provider.slug}/${id}?lang=en`);
      return /<strong>([^<]+)<\/strong>/.exec(page.body)?.[1];
    };
    const applyCard = () =>
      call<Checkout>('PUT', '/shopper-retain24/gift-cards/GC-500', { pin: '5678' }, bearer(checkoutToken));
    const sync = () => call('POST', provider.sync, undefined, bearer(checkoutToken));
    const pay = () =>
      call<{ payment: string }>('POST', `/shopper-widgets/${provider.slug}/${id}/payment`, {
        outcome: 'paid',
        customer,
      });
    const order = () =>
      call<ErrorBody & { order: Order }>(
        'POST',
        '/api/brink/create-order/',
        { checkoutId: id },
        { 'idempotency-key': `order-${id}`, 'cart-token': cartToken },
      );
    return { ...context, id, checkoutToken, amountOnPage, applyCard, sync, pay, order };
  }

  for (const provider of providers)
    it(`${provider.slug}: shows and charges a gift card's change once it is synced`, async () => {
      const { amountOnPage, applyCard, sync, pay, order } = await started(provider);
      const told = await amountOnPage();
      expect((await applyCard()).body.giftCards).toHaveLength(1);
      expect(await amountOnPage()).toBe(told);
      expect((await sync()).status).toBe(200);
      expect(await amountOnPage()).not.toBe(told);
      expect((await pay()).body.payment).toBe('paid');
      const placed = await order();
      expect(placed.status).toBe(200);
      expect(placed.body.order.id).toBeTruthy();
    });

  it('a provider not synced charges the old amount, and the order refuses it (409), storing nothing and voiding the payment', async () => {
    const { backend, id, applyCard, pay, order } = await started(providers[0]);
    await applyCard();
    expect((await pay()).body.payment).toBe('paid');
    const before = stateOf(backend);
    expect([(await order()).status, (await order()).body.error]).toEqual([
      409,
      'The amount paid does not match the order',
    ]);
    expect(stateOf(backend)).toBe(before);
    // Refused like any paid checkout that makes no order: voided at the provider (docs/decisions/024).
    const record = Object.values(backend.store.runtime.checkouts).find((entry) => entry.id === id)!;
    expect(record.payment).toBe('voided');
    expect(record.paid?.voided?.reason).toBe('The amount paid does not match the order');
  });
});

describe('Klarna', () => {
  it('reads its order (GET), takes the postal codes in an update and requires the phone only when asked', async () => {
    const { call, bearer, checkoutIn, checkout } = setup();
    const { checkoutToken } = await checkoutIn('SE');
    const start = await call<{ order_id: string }>(
      'POST',
      '/shopper-kco/orders',
      {
        merchantUrls: { terms: '/t', confirmation: '/c' },
        billing_address: { given_name: 'Sara', email: customer.email, phone: customer.telephoneNumber },
      },
      bearer(checkoutToken),
    );
    const read = await call<{ order_id: string; html_snippet: string }>(
      'GET',
      '/shopper-kco/orders',
      undefined,
      bearer(checkoutToken),
    );
    expect(read.body.order_id).toBe(start.body.order_id);
    // Like Klarna's own snippet, the iframe carries no title: the shop names its frame.
    expect(read.body.html_snippet).not.toContain('title=');
    const updated = await call(
      'PATCH',
      '/shopper-kco/orders',
      { shipping_address: { postal_code: '118 60' }, billing_address: { postal_code: '118 60' } },
      bearer(checkoutToken),
    );
    expect(updated.status).toBe(200);
    const { id } = await checkout(checkoutToken);
    const page = (await call<string>('GET', `/shopper-widgets/klarna/${id}?lang=sv`)).body;
    expect(page).toContain('value="118 60"');
    expect(page).toContain(`value="${customer.email}"`);
    expect(page).not.toContain('Telefon *');
    expect(
      (await call('PATCH', '/shopper-kco/orders', { shipping_address: {} }, bearer(checkoutToken))).status,
    ).toBe(400);
  });
});

describe('business checkout (Walley)', () => {
  it("prefills the preset's phone and c/o, and orders with the session's billing address", async () => {
    const { call, bearer, checkoutIn, checkout, login } = setup();
    const { cartToken, checkoutToken } = await checkoutIn('SE', 'sg-b2b');
    const billingAddress = {
      companyName: 'Acme AB',
      street: 'Box 1203',
      postalCode: '111 82',
      city: 'Stockholm',
      country: 'SE',
    };
    const stored = await call<{ cart: Cart }>(
      'PATCH',
      '/shopper/sessions/attributes',
      { ...acmeAttributes, billingAddress },
      // A member names the company (docs/decisions/047): the user's token beside the cart token.
      {
        ...bearer(cartToken),
        'user-token': (await login('buyer@acme.test', 'Statefront1!')).body.access_token!,
      },
    );
    expect(stored.body.cart.attributes?.billingAddress).toEqual(billingAddress);
    const buyer = {
      firstName: 'Johan',
      lastName: 'Berg',
      email: 'buyer@acme.test',
      mobilePhoneNumber: '+46701234503',
    };
    const deliveryAddress = {
      companyName: 'Acme AB',
      coAddress: 'Inköp',
      address: 'Elektravägen 22',
      postalCode: '126 30',
      city: 'Hägersten',
    };
    // The attributes changed the cart's company, not its lines: the checkout goes on.
    const started = await call(
      'POST',
      '/shopper-walley/checkouts',
      {
        walley: {
          merchantTermsUri: '/t',
          redirectPageUri: '/c',
          businessCustomerPreset: { organizationNumber: '5566778899', buyer, deliveryAddress },
        },
      },
      bearer(checkoutToken),
    );
    expect(started.status).toBe(200);
    const { id } = await checkout(checkoutToken);
    const page = (await call<string>('GET', `/shopper-widgets/walley/${id}?lang=sv`)).body;
    expect(page).toContain('value="+46701234503"');
    expect(page).toContain('value="Inköp"');
    await call('POST', `/shopper-widgets/walley/${id}/payment`, {
      outcome: 'paid',
      customer: { ...customer, telephoneNumber: buyer.mobilePhoneNumber },
    });
    const placed = await call<{ order: Order }>(
      'POST',
      '/api/brink/create-order/',
      { checkoutId: id },
      { 'idempotency-key': `order-${id}`, 'cart-token': cartToken },
    );
    expect(placed.body.order.billingAddress).toMatchObject({
      company_name: 'Acme AB',
      street_address: 'Box 1203',
      postal_code: '111 82',
      city: 'Stockholm',
    });
  });
});

describe('create checkout with payment, gift card and shipping provider', () => {
  it("keeps the cart's providers it was created with and refuses one the cart does not offer", async () => {
    const { call, bearer, cartIn, checkout } = setup();
    const cartToken = await cartIn('SE');
    const { body: session } = await call<{ cart: Cart }>(
      'GET',
      '/shopper/sessions',
      undefined,
      bearer(cartToken),
    );
    expect(session.cart.capabilities?.shippingProviders.map((entry) => entry.name)).toEqual([
      'PostNord',
      'DHL Freight',
    ]);
    const start = (body: unknown) =>
      call<{ token: string } & ErrorBody>(
        'POST',
        '/shopper/sessions/checkout/start',
        body,
        bearer(cartToken),
      );
    const refused = await start({ paymentProvider: 'KlarnaCheckout', shippingProvider: 'Bring' });
    expect([refused.status, refused.body.error]).toEqual([400, 'Shipping provider not available: Bring']);
    const created = await start({
      paymentProvider: 'KlarnaCheckout',
      giftCardProvider: 'Retain24',
      shippingProvider: 'PostNord',
    });
    expect(await checkout(created.body.token)).toMatchObject({
      paymentProvider: 'KlarnaCheckout',
      shippingProvider: 'PostNord',
    });
  });
});

it('a checkout created for Klarna has no Klarna order until Klarna is started', async () => {
  const { call, bearer, cartIn } = setup();
  const cartToken = await cartIn('SE');
  const { body } = await call<{ token: string }>(
    'POST',
    '/shopper/sessions/checkout/start',
    { paymentProvider: 'KlarnaCheckout' },
    bearer(cartToken),
  );
  expect((await call('GET', '/shopper-kco/orders', undefined, bearer(body.token))).status).toBe(404);
  expect((await call('POST', '/shopper-kco/orders', klarnaStart, bearer(body.token))).status).toBe(200);
  expect((await call('GET', '/shopper-kco/orders', undefined, bearer(body.token))).status).toBe(200);
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
    expect(backend.store.data.giftCards.find((card) => card.code === 'GC-500')!.balance).toBe(50000);
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
