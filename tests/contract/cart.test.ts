// The cart rules of the embedded backend (merging, totals, child items, order limit, stock), the live
// price and stock endpoints and the catalogue's product and category reads. Every response is also
// checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import type { Cart, Product } from '../../openapi/types';
import { jsonSender } from '../support/account-backend';
import { createTestBackend } from '../support/test-backend';

function setup() {
  const backend = createTestBackend();
  const call = jsonSender(backend);
  const start = async (storeGroupId = 'sg-consumer', countryCode = 'SE', languageCode = 'sv') => {
    const started = await call<{ token: string; cart: Cart }>('POST', '/shopper/sessions/start', {
      storeGroupId,
      countryCode,
      languageCode,
    });
    expect(started.status).toBe(200);
    return started.body.token;
  };
  const add = (token: string, productVariantId: string, quantity: number, options?: object) =>
    call<{ cart: Cart; error?: string; productVariantIDs?: string[] }>(
      'POST',
      '/shopper/sessions/items',
      { productVariantId, quantity, ...(options ? { options } : {}) },
      token,
    );
  const update = (token: string, lineId: string, quantity: number) =>
    call<{ cart: Cart; error?: string }>('PUT', `/shopper/sessions/items/${lineId}`, { quantity }, token);
  const remove = (token: string, lineId: string) =>
    call<{ cart: Cart; error?: string }>('DELETE', `/shopper/sessions/items/${lineId}`, undefined, token);
  const cartOf = async (token: string) =>
    (await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, token)).body.cart;
  return { backend, call, start, add, update, remove, cartOf };
}

const lineOf = (cart: Cart, variantId: string, parentItem?: string) => {
  const line = cart.items.find(
    (item) => item.productVariantId === variantId && item.options?.parentItem === parentItem,
  );
  if (!line) throw new Error(`no line of ${variantId}`);
  return line;
};

describe('cart tokens', () => {
  it("are random, so a second client cannot guess another shopper's cart", async () => {
    const { call, start, add, cartOf } = setup();
    const tokens: string[] = [];
    for (let index = 0; index < 5; index += 1) tokens.push(await start());
    for (const token of tokens) expect(token).toMatch(/^ct-[A-Za-z0-9_-]{22,}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    const shopper = tokens[0]!;
    expect((await add(shopper, 'v-ts-1001-black-m', 2)).status).toBe(200);
    const cart = await cartOf(shopper);
    expect(cart.id).toMatch(/^cart-[A-Za-z0-9_-]{22,}$/);

    // What a second client would try: counters near the start, and neighbours of its own token.
    const own = tokens.at(-1)!;
    const last = own.at(-1)!;
    const guesses = [
      ...Array.from({ length: 8 }, (_, index) => `ct-${1000 + index}`),
      `${own.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`,
      own.replace(/\d/, (digit) => String((Number(digit) + 1) % 10)),
    ].filter((guess) => !tokens.includes(guess));
    for (const guess of guesses) {
      const read = await call('GET', '/shopper/sessions', undefined, guess);
      expect(read.status).toBe(401);
      const changed = await call(
        'POST',
        '/shopper/sessions/items',
        { productVariantId: 'v-ts-1001-black-m', quantity: 40 },
        guess,
      );
      expect(changed.status).toBe(401);
      const attributes = await call(
        'PATCH',
        '/shopper/sessions/attributes',
        { company: { registrationNumber: '5566778899', name: 'Mallory AB' }, merchantReference1: 'stolen' },
        guess,
      );
      expect(attributes.status).toBe(401);
      expect((await call('POST', '/shopper/sessions/checkout/start', undefined, guess)).status).toBe(401);
    }
    expect(await cartOf(shopper)).toEqual(cart);
  });
});

describe('adding to the cart', () => {
  it('merges an add of the same variant into its line', async () => {
    const { start, add } = setup();
    const token = await start();
    const first = await add(token, 'v-ts-1002-black-m', 2);
    expect(first.status).toBe(200);
    const second = await add(token, 'v-ts-1002-black-m', 3);
    expect(second.status).toBe(200);
    expect(second.body.cart.items).toHaveLength(1);
    const line = lineOf(second.body.cart, 'v-ts-1002-black-m');
    expect(line.id).toBe(lineOf(first.body.cart, 'v-ts-1002-black-m').id);
    expect(line.quantity).toBe(5);
    expect(line.options).toBeUndefined();
    // A different variant of the same product is a line of its own.
    const third = await add(token, 'v-ts-1002-white-m', 1);
    expect(third.body.cart.items.map((item) => [item.productVariantId, item.quantity])).toEqual([
      ['v-ts-1002-black-m', 5],
      ['v-ts-1002-white-m', 1],
    ]);
  });

  it('describes the line and keeps the capabilities', async () => {
    const { start, add } = setup();
    const token = await start();
    const { body } = await add(token, 'v-ts-1002-black-m', 2);
    const line = lineOf(body.cart, 'v-ts-1002-black-m');
    expect(line).toMatchObject({
      productParentId: 'p-ts-1002',
      displayName: 'Heavyweight Crew Tee',
      name: 'Heavyweight Crew Tee, Black, M',
      imageUrl: '/api/media/products/p-ts-1002/v-ts-1002-black-m.svg',
      quantity: 2,
      basePriceAmount: 24900,
      salePriceAmount: 19900,
      discountAmount: 5000,
      totalDiscountAmount: 10000,
      totalPriceAmount: 39800,
      taxPercentage: 2500,
      customAttributes: {
        productSlug: 'heavyweight-crew-tee',
        color: 'Black',
        size: 'M',
        brand: 'Urban Ember',
      },
      tags: { categories: ['T-shirts'] },
    });
    expect(line.customAttributes.orderLimit).toBeUndefined();
    expect(line.customAttributes.parentName).toBeUndefined();
    expect(line.id).toMatch(/^line-[\w-]{22}$/);
    expect(body.cart.capabilities?.paymentProviders.length).toBeGreaterThan(0);
    const limited = await add(token, 'v-limit-5-black', 1);
    expect(lineOf(limited.body.cart, 'v-limit-5-black').customAttributes.orderLimit).toBe(5);
  });

  it('refuses an unknown variant and one the store group does not sell', async () => {
    const { backend, start, add, cartOf } = setup();
    const token = await start();
    const b2bOnly = backend.store.data.products.find((p) => !p.storeGroupIds.includes('sg-consumer'))!;
    const before = await cartOf(token);
    for (const variantId of ['v-nothing', b2bOnly.variants[0]!.id]) {
      const answer = await add(token, variantId, 1);
      expect([answer.status, answer.body]).toEqual([404, { error: 'Product variant not found' }]);
    }
    expect(await cartOf(token)).toEqual(before);
  });

  it('refuses options.parentItem naming no line of the cart', async () => {
    const { start, add, cartOf } = setup();
    const token = await start();
    const answer = await add(token, 'v-gb-1301-natural', 1, { parentItem: 'line-404' });
    expect([answer.status, answer.body]).toEqual([404, { error: 'Cart line not found' }]);
    expect((await cartOf(token)).items).toEqual([]);
  });

  it('answers 401 without a live session', async () => {
    const { call } = setup();
    const body = { productVariantId: 'v-ts-1002-black-m', quantity: 1 };
    for (const token of [undefined, 'ct-unknown']) {
      const answer = await call('POST', '/shopper/sessions/items', body, token);
      expect([answer.status, answer.body]).toEqual([401, { error: 'Session not found or expired' }]);
    }
    expect((await call('PUT', '/shopper/sessions/items/line-1', { quantity: 1 })).status).toBe(401);
    expect((await call('DELETE', '/shopper/sessions/items/line-1')).status).toBe(401);
  });
});

describe('totals', () => {
  // Unit prices of the seed in sg-consumer / SE: the tee is on sale (249 kr → 199 kr), the bottle is not.
  const tee = { base: 24900, sale: 19900, tax: 2500 };
  const bottle = { base: 39900, sale: 39900, tax: 2500 };
  const taxIn = (amount: number, basisPoints: number) =>
    Math.round((amount * basisPoints) / (10000 + basisPoints));

  it('are zero for an empty cart', async () => {
    const { start, cartOf } = setup();
    expect((await cartOf(await start())).totals).toEqual({
      subTotal: 0,
      shippingTotal: 0,
      discountTotal: 0,
      taxTotal: 0,
      grandTotal: 0,
    });
  });

  it('add prices, discounts, shipping and the included tax (SEK)', async () => {
    const { start, add, update, remove } = setup();
    const token = await start();
    await add(token, 'v-ts-1002-black-m', 2);
    const { body } = await add(token, 'v-limit-5-black', 1);

    // 2 x 199 kr + 1 x 399 kr = 797 kr: below 1 000 kr, so 49 kr shipping.
    const subTotal = 2 * tee.sale + bottle.sale;
    expect(subTotal).toBe(79700);
    const shipping = 4900;
    expect(body.cart.totals).toEqual({
      subTotal: 79700,
      // The sale price's own reduction shows on the line, not in the discount total.
      discountTotal: 0,
      shippingTotal: shipping,
      grandTotal: 79700 + 4900,
      taxTotal: taxIn(2 * tee.sale, tee.tax) + taxIn(bottle.sale, bottle.tax) + taxIn(shipping, 2500),
    });
    // 7 960 + 7 980 + 980 öre of 25 % tax included.
    expect(body.cart.totals.taxTotal).toBe(16920);

    // 4 x 199 kr + 399 kr = 1 195 kr: shipping is free from 1 000 kr.
    const teeLine = lineOf(body.cart, 'v-ts-1002-black-m');
    const more = await update(token, teeLine.id, 4);
    expect(more.body.cart.totals).toEqual({
      subTotal: 119500,
      discountTotal: 0,
      shippingTotal: 0,
      grandTotal: 119500,
      taxTotal: 15920 + 7980,
    });
    expect(lineOf(more.body.cart, 'v-ts-1002-black-m')).toMatchObject({
      quantity: 4,
      totalPriceAmount: 4 * tee.sale,
      totalDiscountAmount: 4 * 5000,
    });

    // Emptying the cart drops the shipping too.
    await remove(token, teeLine.id);
    const emptied = await remove(token, lineOf(more.body.cart, 'v-limit-5-black').id);
    expect(emptied.body.cart.items).toEqual([]);
    expect(emptied.body.cart.totals.shippingTotal).toBe(0);
    expect(emptied.body.cart.totals.grandTotal).toBe(0);
  });

  it('charge 4,90 of shipping in a euro market below 100 €', async () => {
    const { backend, start, add } = setup();
    const token = await start('sg-consumer', 'FI', 'fi');
    const price = backend.store.data.products.find((p) => p.id === 'p-limit-5')!.variants[0]!.prices[
      'sg-consumer'
    ]!.FI!;
    const { body } = await add(token, 'v-limit-5-black', 1);
    expect(body.cart.currencyCode).toBe('EUR');
    expect(price.sale).toBeLessThan(10000);
    expect(body.cart.totals).toMatchObject({
      subTotal: price.sale,
      shippingTotal: 490,
      grandTotal: price.sale + 490,
      taxTotal: taxIn(price.sale, 2500) + taxIn(490, 2500),
    });
  });
});

describe('child items (KIT-1 brings a natural gift box)', () => {
  const kit = 'v-kit-1';
  const box = 'v-gb-1301-natural';

  it('follow the parent on add, update and delete', async () => {
    const { start, add, update, remove } = setup();
    const token = await start();

    const added = await add(token, kit, 2);
    expect(added.status).toBe(200);
    const kitLine = lineOf(added.body.cart, kit);
    const boxLine = lineOf(added.body.cart, box, kitLine.id);
    expect(kitLine.quantity).toBe(2);
    expect(kitLine.options).toBeUndefined();
    expect(boxLine).toMatchObject({
      quantity: 2,
      options: { parentItem: kitLine.id },
      customAttributes: { parentName: 'Welcome Kit', productSlug: 'kraft-gift-box', color: 'Natural' },
    });

    // Adding the kit again merges both lines.
    const again = await add(token, kit, 1);
    expect(again.body.cart.items).toHaveLength(2);
    expect(lineOf(again.body.cart, kit).quantity).toBe(3);
    expect(lineOf(again.body.cart, box, kitLine.id)).toMatchObject({ id: boxLine.id, quantity: 3 });

    // A gift box bought on its own is a line of its own that the kit leaves alone.
    const single = await add(token, box, 1);
    expect(single.body.cart.items).toHaveLength(3);
    expect(lineOf(single.body.cart, box).quantity).toBe(1);

    const updated = await update(token, kitLine.id, 5);
    expect(updated.status).toBe(200);
    expect(lineOf(updated.body.cart, kit).quantity).toBe(5);
    expect(lineOf(updated.body.cart, box, kitLine.id).quantity).toBe(5);
    expect(lineOf(updated.body.cart, box).quantity).toBe(1);

    const removed = await remove(token, kitLine.id);
    expect(removed.status).toBe(200);
    expect(removed.body.cart.items.map((item) => [item.productVariantId, item.options])).toEqual([
      [box, undefined],
    ]);
    expect(removed.body.cart.totals.subTotal).toBe(lineOf(removed.body.cart, box).salePriceAmount);
  });
});

describe('order limit (LIMIT-5: at most 5 per order)', () => {
  it('refuses adds and updates past the limit and stores nothing', async () => {
    const { start, add, update, cartOf } = setup();
    const token = await start();
    expect((await add(token, 'v-limit-5-black', 3)).status).toBe(200);
    const full = await add(token, 'v-limit-5-silver', 2);
    expect(full.status).toBe(200);
    const before = await cartOf(token);
    expect(before).toEqual(full.body.cart);

    // Any variant of the parent counts towards the limit.
    for (const [variant, quantity] of [
      ['v-limit-5-navy', 1],
      ['v-limit-5-black', 1],
    ] as const) {
      const refused = await add(token, variant, quantity);
      expect([refused.status, refused.body]).toEqual([403, { error: 'ORDER_LIMIT_REACHED' }]);
      expect(await cartOf(token)).toEqual(before);
    }

    const black = lineOf(before, 'v-limit-5-black');
    const raised = await update(token, black.id, 4);
    expect([raised.status, raised.body]).toEqual([403, { error: 'ORDER_LIMIT_REACHED' }]);
    expect(await cartOf(token)).toEqual(before);

    // Lowering is fine, and frees room for another variant.
    expect((await update(token, black.id, 2)).status).toBe(200);
    const navy = await add(token, 'v-limit-5-navy', 1);
    expect(navy.status).toBe(200);
    expect(navy.body.cart.items.reduce((sum, line) => sum + line.quantity, 0)).toBe(5);
  });

  it('refuses a single add above the limit', async () => {
    const { start, add, cartOf } = setup();
    const token = await start();
    const refused = await add(token, 'v-limit-5-navy', 6);
    expect([refused.status, refused.body]).toEqual([403, { error: 'ORDER_LIMIT_REACHED' }]);
    expect((await cartOf(token)).items).toEqual([]);
  });
});

describe('stock', () => {
  it('refuses a sold-out variant with its id', async () => {
    const { start, add, cartOf } = setup();
    const token = await start();
    const refused = await add(token, 'v-sold-out', 1);
    expect([refused.status, refused.body]).toEqual([
      404,
      { error: 'out of stock error', productVariantIDs: ['v-sold-out'] },
    ]);
    expect((await cartOf(token)).items).toEqual([]);
  });

  it('refuses a quantity above the stock, also through a merge or an update', async () => {
    const { backend, start, add, update, cartOf } = setup();
    const token = await start();
    const variant = backend.store.data.products.find((p) => p.id === 'p-ts-1002')!.variants[0]!;
    const outOfStock = { error: 'out of stock error', productVariantIDs: [variant.id] };

    const tooMany = await add(token, variant.id, variant.stock + 1);
    expect([tooMany.status, tooMany.body]).toEqual([404, outOfStock]);
    expect((await cartOf(token)).items).toEqual([]);

    const all = await add(token, variant.id, variant.stock);
    expect(all.status).toBe(200);
    const before = await cartOf(token);
    const merged = await add(token, variant.id, 1);
    expect([merged.status, merged.body]).toEqual([404, outOfStock]);
    const raised = await update(token, lineOf(before, variant.id).id, variant.stock + 1);
    expect([raised.status, raised.body]).toEqual([404, outOfStock]);
    expect(await cartOf(token)).toEqual(before);
  });
});

describe('unknown lines', () => {
  it('answer 404 on update and delete', async () => {
    const { start, add, update, remove, cartOf } = setup();
    const token = await start();
    await add(token, 'v-ts-1002-black-m', 1);
    const before = await cartOf(token);
    const updated = await update(token, 'line-404', 2);
    expect([updated.status, updated.body]).toEqual([404, { error: 'Cart line not found' }]);
    const removed = await remove(token, 'line-404');
    expect([removed.status, removed.body]).toEqual([404, { error: 'Cart line not found' }]);
    expect(await cartOf(token)).toEqual(before);
  });
});

describe('live prices and stock', () => {
  const where = 'product-parents/p-limit-5/store-groups/sg-consumer/markets/SE';

  it('list every variant of the product parent, never cached', async () => {
    const { backend, call } = setup();
    const variants = backend.store.data.products.find((p) => p.id === 'p-limit-5')!.variants;

    const prices = await call<{ data: Record<string, unknown>[] }>('GET', `/shopper/prices/${where}`);
    expect(prices.status).toBe(200);
    expect(prices.headers.get('cache-control')).toBe('no-store');
    expect(prices.body.data).toEqual(
      variants.map((variant) => ({
        productVariantId: variant.id,
        currencyCode: 'SEK',
        basePriceAmount: 39900,
        salePriceAmount: 39900,
        discountAmount: 0,
      })),
    );

    const stocks = await call<{ data: Record<string, unknown>[] }>('GET', `/shopper/stocks/${where}`);
    expect(stocks.status).toBe(200);
    expect(stocks.headers.get('cache-control')).toBe('no-store');
    expect(stocks.body.data).toEqual(
      variants.map((variant) => ({ productVariantId: variant.id, availableQuantity: variant.stock })),
    );
  });

  it('show a sale as a discount in the market currency', async () => {
    const { call } = setup();
    const prices = await call<{ data: Record<string, unknown>[] }>(
      'GET',
      '/shopper/prices/product-parents/p-ts-1002/store-groups/sg-consumer/markets/SE',
    );
    expect(prices.body.data[0]).toMatchObject({
      currencyCode: 'SEK',
      basePriceAmount: 24900,
      salePriceAmount: 19900,
      discountAmount: 5000,
    });
  });

  it('answer 404 for an unknown product, a store group that does not sell it and an unknown country', async () => {
    const { backend, call } = setup();
    const b2bOnly = backend.store.data.products.find((p) => !p.storeGroupIds.includes('sg-consumer'))!;
    for (const kind of ['prices', 'stocks']) {
      for (const path of [
        'product-parents/p-nothing/store-groups/sg-consumer/markets/SE',
        `product-parents/${b2bOnly.id}/store-groups/sg-consumer/markets/SE`,
        'product-parents/p-limit-5/store-groups/sg-nothing/markets/SE',
        'product-parents/p-limit-5/store-groups/sg-consumer/markets/XX',
      ]) {
        const answer = await call<{ error: string }>('GET', `/shopper/${kind}/${path}`);
        expect(answer.status, path).toBe(404);
        expect(answer.body.error).toBeTruthy();
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });
});

describe('catalogue reads', () => {
  it('finds a product by its slug, priced for the market', async () => {
    const { call } = setup();
    const found = await call<Product>('GET', '/api/products/signature-vacuum-bottle-75-cl?market=se');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: 'p-limit-5', product_number: 'LIMIT-5', orderLimit: 5 });
    expect(found.body.variants[0]?.price).toEqual({
      currency: 'SEK',
      base_price_amount: 39900,
      sale_price_amount: 39900,
      on_sale: false,
    });
    const kit = await call<Product>('GET', '/api/products/welcome-kit?market=gb');
    expect(kit.body.childItems).toEqual([{ productVariantId: 'v-gb-1301-natural', quantity: 1 }]);
    expect(kit.body.variants[0]?.price?.currency).toBe('GBP');
  });

  it('answers 404 for an unknown slug and a product the market store group does not sell', async () => {
    const { backend, call } = setup();
    const b2bOnly = backend.store.data.products.find((p) => !p.storeGroupIds.includes('sg-consumer'))!;
    for (const slug of ['no-such-product', b2bOnly.slug]) {
      const answer = await call('GET', `/api/products/${slug}?market=se`);
      expect([answer.status, answer.body]).toEqual([404, { error: 'Product not found' }]);
    }
  });

  // Decision 046: a business buyer opens the products of their grid, the business-only ones too.
  it("finds a business store group's product for a signed-in user of it, at its prices", async () => {
    const { backend, call } = setup();
    const login = async (email: string) =>
      (await call<{ access_token: string }>('POST', '/api/enad/login/', { email, password: 'Statefront1!' }))
        .body.access_token;
    const buyer = await login('buyer@acme.test');
    const b2bOnly = backend.store.data.products.find((p) => !p.storeGroupIds.includes('sg-consumer'))!;
    const found = await call<Product>(
      'GET',
      `/api/products/${b2bOnly.slug}?market=no&storeGroupId=sg-b2b`,
      undefined,
      buyer,
    );
    expect(found.status).toBe(200);
    const { base, sale } = b2bOnly.variants[0]!.prices['sg-b2b']!.NO!;
    expect(found.body).toMatchObject({ id: b2bOnly.id, slug: b2bOnly.slug });
    expect(found.body.variants[0]?.price).toEqual({
      currency: 'NOK',
      base_price_amount: base,
      sale_price_amount: sale,
      on_sale: sale < base,
    });
    // A product both store groups sell: the business price, below the consumer one.
    const tee = await call<Product>(
      'GET',
      '/api/products/classic-organic-tee?market=se&storeGroupId=sg-b2b',
      undefined,
      buyer,
    );
    const teePrices = backend.store.data.products.find((p) => p.slug === 'classic-organic-tee')!.variants[0]!
      .prices;
    expect(tee.body.variants[0]?.price?.sale_price_amount).toBe(teePrices['sg-b2b']!.SE!.sale);
    expect(teePrices['sg-b2b']!.SE!.sale).toBeLessThan(teePrices['sg-consumer']!.SE!.sale);
    // The market's own store group named explicitly is the public read.
    const consumer = await call<Product>(
      'GET',
      '/api/products/classic-organic-tee?market=se&storeGroupId=sg-consumer',
    );
    expect(consumer.body.variants[0]?.price?.sale_price_amount).toBe(teePrices['sg-consumer']!.SE!.sale);
  });

  it('shows a business store group to nobody else: anonymous, a consumer, an unknown token (404)', async () => {
    const { backend, call } = setup();
    const consumer = (
      await call<{ access_token: string }>('POST', '/api/enad/login/', {
        email: 'consumer@statefront.test',
        password: 'Statefront1!',
      })
    ).body.access_token;
    const b2bOnly = backend.store.data.products.find((p) => !p.storeGroupIds.includes('sg-consumer'))!;
    for (const [token, path] of [
      [undefined, `/api/products/${b2bOnly.slug}?market=se&storeGroupId=sg-b2b`],
      [consumer, `/api/products/${b2bOnly.slug}?market=se&storeGroupId=sg-b2b`],
      ['no-such-token', `/api/products/${b2bOnly.slug}?market=se&storeGroupId=sg-b2b`],
      // A product consumers see too: the business price is not shown either.
      [undefined, '/api/products/classic-organic-tee?market=se&storeGroupId=sg-b2b'],
      [undefined, '/api/products/classic-organic-tee?market=se&storeGroupId=sg-nothing'],
    ] as const) {
      const answer = await call(`GET`, path, undefined, token);
      expect([answer.status, answer.body], `${token} ${path}`).toEqual([
        404,
        { error: 'Store group not found' },
      ]);
    }
  });

  it('lists the categories by name with counts summing to the store group products', async () => {
    const { backend, call } = setup();
    const answer = await call<{ categories: { name: string; uri: string; count: number }[] }>(
      'GET',
      '/api/categories/?market=se',
    );
    expect(answer.status).toBe(200);
    const { categories } = answer.body;
    const names = categories.map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).toBe(names.length);
    const consumerProducts = backend.store.data.products.filter((p) =>
      p.storeGroupIds.includes('sg-consumer'),
    );
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(consumerProducts.length);
    expect(categories.find((category) => category.uri === 'drinkware')?.count).toBe(
      consumerProducts.filter((p) => p.categories.some((category) => category.uri === 'drinkware')).length,
    );
  });
});

describe('adding several items at once (quick order, reorder)', () => {
  const batch = (call: ReturnType<typeof setup>['call'], token: string, items: object[]) =>
    call<{ cart: Cart; error?: string; productVariantIDs?: string[] }>(
      'POST',
      '/shopper/sessions/batch-items',
      { items, market: 'se', lang: 'sv', store: 'web', engageLocale: 'sv-SE' },
      token,
    );

  it('adds every item, merging and with child items, in one answer', async () => {
    const { call, start, add, cartOf } = setup();
    const token = await start('sg-b2b');
    expect((await add(token, 'v-ts-1001-black-m', 1)).status).toBe(200);
    const added = await batch(call, token, [
      { productVariantId: 'v-ts-1001-black-m', quantity: 2 },
      { productVariantId: 'v-kit-1', quantity: 1 },
      { productVariantId: 'v-limit-5-navy', quantity: 5 },
    ]);
    expect(added.status).toBe(200);
    const cart = await cartOf(token);
    expect(added.body.cart).toEqual(cart);
    expect(lineOf(cart, 'v-ts-1001-black-m').quantity).toBe(3);
    expect(lineOf(cart, 'v-limit-5-navy').quantity).toBe(5);
    expect(cart.items.some((line) => line.options?.parentItem === lineOf(cart, 'v-kit-1').id)).toBe(true);
  });

  it('adds nothing when one item is refused, and names the refused variants', async () => {
    const { call, start, add, cartOf } = setup();
    const token = await start('sg-b2b');
    expect((await add(token, 'v-limit-5-black', 3)).status).toBe(200);
    const before = await cartOf(token);
    const good = { productVariantId: 'v-ts-1001-black-m', quantity: 2 };
    for (const [item, status, body] of [
      [
        { productVariantId: 'v-no-such', quantity: 1 },
        404,
        { error: 'Product variant not found', productVariantIDs: ['v-no-such'] },
      ],
      [
        { productVariantId: 'v-sold-out', quantity: 1 },
        404,
        { error: 'out of stock error', productVariantIDs: ['v-sold-out'] },
      ],
      // The cart's 3 and the batch's 3 pass the limit of 5.
      [
        { productVariantId: 'v-limit-5-silver', quantity: 3 },
        403,
        { error: 'ORDER_LIMIT_REACHED', productVariantIDs: ['v-limit-5-black', 'v-limit-5-silver'] },
      ],
    ] as const) {
      const refused = await batch(call, token, [good, item]);
      expect([refused.status, refused.body]).toEqual([status, body]);
      expect(await cartOf(token)).toEqual(before);
    }
  });

  it('refuses an empty list, a bad quantity and a missing session, changing nothing', async () => {
    const { call, start, cartOf } = setup();
    const token = await start();
    expect((await batch(call, token, [])).status).toBe(400);
    expect((await batch(call, token, [{ productVariantId: 'v-ts-1001-black-m', quantity: 0 }])).status).toBe(
      400,
    );
    expect(
      (await batch(call, 'ct-no-such', [{ productVariantId: 'v-ts-1001-black-m', quantity: 1 }])).status,
    ).toBe(401);
    expect((await cartOf(token)).items).toEqual([]);
  });
});

describe('get-products-by-sku', () => {
  it("finds a product by a variant's SKU or its number, once, in the store group given by slug or id", async () => {
    const { call } = setup();
    for (const storeGroupSlug of ['b2b', 'sg-b2b']) {
      const found = await call<{ data: Product[]; total: number }>('POST', '/api/enad/get-products-by-sku/', {
        storeGroupSlug,
        market: 'se',
        language: 'sv',
        skuQuery: 'TS-1001-BLACK-S,TS-1001,WW-8002-HI-VIS-YELLOW-S,NO-SUCH',
        isMultiple: true,
      });
      expect(found.status).toBe(200);
      expect(found.body.data.map((product) => product.product_number)).toEqual(['TS-1001', 'WW-8002']);
    }
    // A B2B-only product is not found in the consumer store group.
    const consumer = await call<{ data: Product[] }>('POST', '/api/enad/get-products-by-sku/', {
      storeGroupSlug: 'consumer',
      market: 'se',
      language: 'sv',
      skuQuery: 'WW-8002-HI-VIS-YELLOW-S',
      isMultiple: true,
    });
    expect(consumer.body.data).toEqual([]);
  });
});
