// What an order placed in the shop records (issue 32, items 15 and 16): each line's SKU, by which 'Order again'
// finds it today, the line a child item came with, and what paid the order (each gift card and the provider's
// charge, which add up to its total). Every response is also checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import type { Cart, Order, Product } from '../../openapi/types';
import { checkoutBackend } from '../support/checkout-backend';

describe('an order placed in the shop', () => {
  it("keeps each line's SKU, which finds the variant again, and names the line a kit's gift box came with", async () => {
    const { backend, call, klarnaIn } = checkoutBackend();
    const { pay, order } = await klarnaIn(undefined, 'v-kit-1');
    expect((await pay()).body.payment).toBe('paid');
    const placed = (await order()).body.order;

    const skuOf = (variantId: string) =>
      backend.store.data.products
        .flatMap((product) => product.variants)
        .find((entry) => entry.id === variantId)?.sku;
    const [kit, giftBox] = placed.lines;
    expect(placed.lines).toHaveLength(2);
    expect(kit).toMatchObject({ productVariantId: 'v-kit-1', sku: skuOf('v-kit-1') });
    expect(kit?.parentLineId).toBeUndefined();
    // The gift box comes with the kit: 'Order again' adds the kit, which brings it.
    expect(giftBox).toMatchObject({
      productVariantId: 'v-gb-1301-natural',
      sku: skuOf('v-gb-1301-natural'),
      parentLineId: kit?.id,
    });
    // What the backend stored is what it answered.
    expect(backend.store.data.orders.find((entry) => entry.id === placed.id)?.lines).toEqual(placed.lines);

    // The SKU finds the variant in today's catalogue, as 'Order again' looks it up.
    const found = await call<{ data: Product[] }>('POST', '/api/enad/get-products-by-sku/', {
      storeGroupSlug: 'consumer',
      market: 'se',
      language: 'sv',
      skuQuery: kit?.sku,
      isMultiple: true,
    });
    expect(found.body.data.flatMap((product) => product.variants.map((variant) => variant.id))).toContain(
      'v-kit-1',
    );
  });

  it("paid partly with a gift card records the card and the provider's charge, which add up to its total", async () => {
    const { backend, call, bearer, cartIn, klarnaIn } = checkoutBackend();
    // The order: a 599 kr Zip Hoodie with WELCOME10 (−59,90 kr) and 49 kr shipping, GC-500 applied.
    const cartToken = await cartIn('SE', 'sg-consumer', 'v-hd-2002-black-m');
    const discounted = await call<{ cart: Cart }>(
      'POST',
      '/shopper/sessions/discount-codes',
      { discountCode: 'WELCOME10' },
      bearer(cartToken),
    );
    expect(discounted.body.cart.totals.grandTotal).toBe(58810);
    const { pay, order, applyCard } = await klarnaIn(cartToken);
    expect((await applyCard('GC-500', '5678')).body.amountToPay).toBe(8810);
    expect((await pay()).body.payment).toBe('paid');
    const placed = (await order()).body.order;

    expect(placed.totals.grandTotal).toBe(58810);
    expect(placed.payment).toEqual({
      provider: 'KlarnaCheckout',
      amountCharged: 8810,
      giftCards: [{ code: 'GC-500', amount: 50000 }],
    });
    const paidByCards = placed.payment!.giftCards.reduce((sum, card) => sum + card.amount, 0);
    expect(placed.payment!.amountCharged + paidByCards).toBe(placed.totals.grandTotal);
    expect(backend.store.data.orders.find((entry) => entry.id === placed.id)?.payment).toEqual(
      placed.payment,
    );
    expect(backend.store.data.giftCards.find((card) => card.code === 'GC-500')?.balance).toBe(0);
  });

  it('paid by the provider alone records its charge of the whole total and no gift card', async () => {
    const { klarnaIn } = checkoutBackend();
    const { pay, order } = await klarnaIn();
    expect((await pay()).body.payment).toBe('paid');
    const placed: Order = (await order()).body.order;
    expect(placed.payment).toEqual({
      provider: 'KlarnaCheckout',
      amountCharged: placed.totals.grandTotal,
      giftCards: [],
    });
  });
});
