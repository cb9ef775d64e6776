// Issue 31, items 1 and 12 (docs/decisions/049): a gift card has one balance in its own currency and pays only
// checkouts in it; a discount code applies only where its conditions (store group, market) hold, and codes
// whose conditions hold stack. Every response is also checked against the contract.
import { describe, expect, it } from 'vitest';
import type { Cart, Checkout } from '../../openapi/types';
import { checkoutBackend, type ErrorBody } from '../support/checkout-backend';

const setup = checkoutBackend;

describe('a gift card', () => {
  /** Applies a card to a new checkout of a consumer cart (one KIT-1) in the country. */
  const applyIn = async (
    context: ReturnType<typeof setup>,
    countryCode: string,
    code: string,
    pin: string,
  ) => {
    const { call, bearer, checkoutIn, checkout } = context;
    const { checkoutToken } = await checkoutIn(countryCode);
    const answer = await call<Checkout & ErrorBody>(
      'PUT',
      `/shopper-retain24/gift-cards/${code}`,
      { pin },
      bearer(checkoutToken),
    );
    return { answer, checkout: await checkout(checkoutToken) };
  };
  const cardOf = (context: ReturnType<typeof setup>, code: string) =>
    context.backend.store.data.giftCards.find((card) => card.code === code)!;

  it('spent in full in SE pays no order in NO, DK, FI or GB: one balance, in its own currency', async () => {
    const context = setup();
    // GC-500 (500 kr) pays 500 kr of a Swedish Klarna order of 799 kr.
    const swedish = await context.klarnaIn();
    expect((await swedish.applyCard('GC-500', '5678')).body.giftCards).toEqual([
      { code: 'GC-500', amount: 50000 },
    ]);
    expect((await swedish.pay()).body.payment).toBe('paid');
    expect((await swedish.order()).status).toBe(200);

    // The other markets' checkouts (NOK, DKK, EUR, GBP) refuse it: it paid its 500 kr, once.
    for (const country of ['NO', 'DK', 'FI', 'GB']) {
      const { answer, checkout: after } = await applyIn(context, country, 'GC-500', '5678');
      expect([country, answer.status, answer.body.error]).toEqual([
        country,
        400,
        'unable to add/update card',
      ]);
      expect(after.giftCards).toEqual([]);
    }
    // In SEK it has nothing left.
    const again = await applyIn(context, 'SE', 'GC-500', '5678');
    expect(again.answer.body.error).toBe('requested gift card has insufficient balance');
    expect(cardOf(context, 'GC-500')).toMatchObject({ currencyCode: 'SEK', balance: 0 });
  });

  it('pays only in its currency, with its balance whole, and reserves from its one balance', async () => {
    const context = setup();
    // A full SEK card is refused in NOK and DKK ("kr" too) as in EUR and GBP: no reservation is made.
    for (const country of ['NO', 'DK', 'FI', 'DE', 'GB']) {
      const { answer, checkout } = await applyIn(context, country, 'GC-1000', '1234');
      expect([country, answer.body.error]).toEqual([country, 'unable to add/update card']);
      expect(checkout.giftCards).toEqual([]);
    }
    // The euro card pays in FI and DE; a Swedish checkout refuses it.
    const inFinland = await applyIn(context, 'FI', 'GC-EUR50', '4321');
    expect(inFinland.answer.body.giftCards).toEqual([{ code: 'GC-EUR50', amount: 5000 }]);
    const inGermany = await applyIn(context, 'DE', 'GC-EUR50', '4321');
    // The Finnish checkout holds all 50 €: Germany gets none of it.
    expect(inGermany.answer.body.error).toBe('requested gift card has insufficient balance');
    expect((await applyIn(context, 'SE', 'GC-EUR50', '4321')).answer.body.error).toBe(
      'unable to add/update card',
    );
    // A Swedish checkout of 799 kr holds 799 kr of GC-1000; the next gets the 201 kr left.
    const first = await applyIn(context, 'SE', 'GC-1000', '1234');
    const second = await applyIn(context, 'SE', 'GC-1000', '1234');
    const held = first.answer.body.giftCards[0]!.amount;
    expect(held).toBe(first.checkout.cart.totals.grandTotal);
    expect(second.answer.body.giftCards).toEqual([{ code: 'GC-1000', amount: 100000 - held }]);
    expect(cardOf(context, 'GC-1000')).toMatchObject({ currencyCode: 'SEK', balance: 100000 });
  });
});

describe('a discount code', () => {
  const applyTo = (context: ReturnType<typeof setup>, token: string, discountCode: string) =>
    context.call<{ cart: Cart } & ErrorBody>(
      'POST',
      '/shopper/sessions/discount-codes',
      { discountCode },
      context.bearer(token),
    );
  const cartOf = async (context: ReturnType<typeof setup>, token: string) =>
    (await context.call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, context.bearer(token))).body
      .cart;

  it("meant for business customers (B2B15) is refused on a consumer's cart, beside WELCOME10 too", async () => {
    const context = setup();
    for (const country of ['SE', 'NO', 'FI', 'GB']) {
      const token = await context.cartIn(country, 'sg-consumer');
      expect((await applyTo(context, token, 'WELCOME10')).status).toBe(200);
      const before = await cartOf(context, token);
      const refused = await applyTo(context, token, 'b2b15');
      expect([country, refused.status, refused.body.error]).toEqual([
        country,
        400,
        'CONDITION_DISCOUNT_CODE',
      ]);
      // Nothing changed: only WELCOME10 takes its 10 %.
      expect(await cartOf(context, token)).toEqual(before);
      expect(before.discountCodes.map((code) => code.code)).toEqual(['WELCOME10']);
    }
  });

  it("applies on a business cart and stacks with WELCOME10 where both codes' conditions hold", async () => {
    const context = setup();
    // A consumer's cart stacks the codes it meets: WELCOME10 and FRIEND5, 15 % in all.
    const consumer = await context.cartIn('SE', 'sg-consumer');
    expect((await applyTo(context, consumer, 'WELCOME10')).status).toBe(200);
    const stacked = (await applyTo(context, consumer, 'FRIEND5')).body.cart;
    expect(stacked.discountCodes.map((code) => code.code)).toEqual(['WELCOME10', 'FRIEND5']);
    expect(stacked.totals.discountTotal).toBe(
      stacked.items.reduce(
        (sum, line) => sum + Math.round((line.salePriceAmount * line.quantity * 15) / 100),
        0,
      ),
    );
    const token = await context.cartIn('SE', 'sg-b2b');
    const business = await applyTo(context, token, 'B2B15');
    expect(business.status).toBe(200);
    const both = await applyTo(context, token, 'WELCOME10');
    expect(both.status).toBe(200);
    const { discountCodes, items, totals } = both.body.cart;
    expect(discountCodes.map((code) => code.code)).toEqual(['B2B15', 'WELCOME10']);
    // The percentages add up: 25 % of every line's sale total.
    for (const line of items)
      expect(line.totalPriceAmount).toBe(
        line.salePriceAmount * line.quantity - Math.round((line.salePriceAmount * line.quantity * 25) / 100),
      );
    expect(totals.subTotal - totals.discountTotal + totals.shippingTotal).toBe(totals.grandTotal);
    expect((await applyTo(context, token, 'B2B15')).body.error).toBe('ALREADY_ADDED_DISCOUNT_CODE');
  });

  it("is refused outside the markets its conditions name (the backend keeps them, not the shop's view)", async () => {
    const context = setup();
    const b2b15 = context.backend.store.data.discountCodes.find((code) => code.code === 'B2B15')!;
    b2b15.conditions = { ...b2b15.conditions, countryCodes: ['SE'] };
    const swedish = await context.cartIn('SE', 'sg-b2b');
    const norwegian = await context.cartIn('NO', 'sg-b2b');
    expect((await applyTo(context, swedish, 'B2B15')).status).toBe(200);
    const refused = await applyTo(context, norwegian, 'B2B15');
    expect([refused.status, refused.body.error]).toEqual([400, 'CONDITION_DISCOUNT_CODE']);
    expect((await cartOf(context, norwegian)).discountCodes).toEqual([]);
  });
});
