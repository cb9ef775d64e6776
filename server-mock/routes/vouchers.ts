// Discount codes of the session's cart and gift cards (Retain24) of the checkout. Each error of the client's
// catalogue is produced by a seeded code or card (README, QA fixtures).
import type { Cart } from '../../openapi/types.ts';
import type { MockApp } from '../app.ts';
import { recalculate } from '../cart-totals.ts';
import type { DiscountConditions } from '../data.ts';
import {
  availableBalance,
  cartChanged,
  holdReservations,
  liveGiftCards,
  reservation,
} from '../reservations.ts';
import type { CheckoutState } from '../store.ts';
import { type ThrottleKey, tooManyRequests } from '../throttle.ts';
import { checkoutOf, checkoutView } from './checkout.ts';
import { apiError, bearerToken, bodyOf } from './respond.ts';
import { sessionOf } from './session.ts';

const normalise = (code: string) => code.trim().toUpperCase();

/** Whether the cart is in a store group and market (country) the code's conditions name; none: any. */
const meetsConditions = (conditions: DiscountConditions | undefined, cart: Cart) =>
  (!conditions?.storeGroupIds || conditions.storeGroupIds.includes(cart.storeGroupId)) &&
  (!conditions?.countryCodes || conditions.countryCodes.includes(cart.countryCode));

/** A paid checkout's gift cards are what the payment counted on: they no longer change. */
const isPaid = (checkout: CheckoutState) => checkout.payment === 'paid' || checkout.payment === 'completed';

export function voucherRoutes(app: MockApp) {
  app.post('/shopper/sessions/discount-codes', (c) => {
    const { store } = c.var;
    const session = sessionOf(store, bearerToken(c));
    if (!session) return apiError(c, 401, 'Session not found or expired');
    const code = normalise(bodyOf<{ discountCode: string }>(c).discountCode);
    if (session.cart.discountCodes.some((entry) => entry.code === code))
      return apiError(c, 400, 'ALREADY_ADDED_DISCOUNT_CODE');
    const seeded = store.data.discountCodes.find((entry) => entry.code === code);
    if (!seeded) return apiError(c, 400, 'MISSING_DISCOUNT_CODE');
    if (seeded.error) return apiError(c, 400, seeded.error);
    // A code applies only to the carts its conditions name; codes whose conditions hold stack (decision 049).
    if (!meetsConditions(seeded.conditions, session.cart)) return apiError(c, 400, 'CONDITION_DISCOUNT_CODE');
    const before = session.cart;
    session.cart = recalculate({
      ...session.cart,
      discountCodes: [...session.cart.discountCodes, { code, percentOff: seeded.percentOff ?? 0 }],
    });
    cartChanged(store, session.token, before, session.cart);
    return c.json({ cart: session.cart });
  });

  app.delete('/shopper/sessions/discount-codes/:code', (c) => {
    const { store } = c.var;
    const session = sessionOf(store, bearerToken(c));
    if (!session) return apiError(c, 401, 'Session not found or expired');
    const code = normalise(c.req.param('code'));
    if (!session.cart.discountCodes.some((entry) => entry.code === code))
      return apiError(c, 404, 'Discount code not found');
    const before = session.cart;
    session.cart = recalculate({
      ...session.cart,
      discountCodes: session.cart.discountCodes.filter((entry) => entry.code !== code),
    });
    cartChanged(store, session.token, before, session.cart);
    return c.json({ cart: session.cart });
  });

  app.put('/shopper-retain24/gift-cards/:giftCardCode', (c) => {
    const { store } = c.var;
    const found = checkoutOf(store, bearerToken(c));
    if (!found) return apiError(c, 401, 'Checkout not found or expired');
    const { checkout, cart } = found;
    if (!cart.capabilities?.giftCardProviders.length) return apiError(c, 400, 'no capabilities');
    const code = normalise(c.req.param('giftCardCode'));
    const { pin } = bodyOf<{ pin: string }>(c);
    // After 5 wrong PINs the card waits, the right PIN too; wrong PINs are counted per client as well.
    const { throttle } = c.var;
    const keys: ThrottleKey[] = [
      ['pinFailuresPerCard', code],
      ['pinFailuresPerClient', throttle.clientOf(c)],
    ];
    const wait = throttle.waitSeconds(store, keys);
    if (wait) return tooManyRequests(c, wait);
    const card = store.data.giftCards.find((entry) => entry.code === code);
    if (!card || card.pin !== pin) {
      throttle.count(store, keys);
      return apiError(c, 400, 'unable to add/update card');
    }
    if (card.error) return apiError(c, 400, card.error);
    // A card pays only in its own currency: another market's checkout refuses it as a card the provider cannot
    // add, the catalogue's text (docs/decisions/049). Its one balance is never spent in another currency.
    if (card.currencyCode !== cart.currencyCode) return apiError(c, 400, 'unable to add/update card');
    if (isPaid(checkout)) return apiError(c, 400, 'The checkout is paid');
    // A lapsed reservation is gone; applying a card again holds it for another period.
    checkout.giftCards = liveGiftCards(store, checkout);
    if (checkout.giftCards.some((entry) => entry.code === code)) {
      holdReservations(store, checkout);
      return c.json(checkoutView(store, checkout));
    }
    // What other open checkouts reserved of the card is not there to use (reservations.ts).
    const balance = availableBalance(store, card, cart.currencyCode, checkout);
    const remaining = checkoutView(store, checkout).amountToPay;
    if (balance <= 0 || remaining <= 0)
      return apiError(c, 400, 'requested gift card has insufficient balance');
    checkout.giftCards = [
      ...checkout.giftCards,
      reservation(store, code, Math.min(balance, remaining), cart.currencyCode),
    ];
    return c.json(checkoutView(store, checkout));
  });

  app.delete('/shopper-retain24/gift-cards/:giftCardCode', (c) => {
    const { store } = c.var;
    const found = checkoutOf(store, bearerToken(c));
    if (!found) return apiError(c, 401, 'Checkout not found or expired');
    const code = normalise(c.req.param('giftCardCode'));
    if (isPaid(found.checkout)) return apiError(c, 400, 'The checkout is paid');
    if (!liveGiftCards(store, found.checkout).some((entry) => entry.code === code))
      return apiError(c, 404, 'Gift card not found');
    found.checkout.giftCards = found.checkout.giftCards.filter((entry) => entry.code !== code);
    return c.json(checkoutView(store, found.checkout));
  });
}
