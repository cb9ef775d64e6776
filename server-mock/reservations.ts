// What a checkout holds until it ends: the gift-card amounts it reserved and the cart its payment paid for.
// A checkout ends with its order (the reservations are redeemed), or without one when a new checkout of the
// same cart replaces it, its cart changes, or it expires; a reservation also lapses on its own. The balance
// another checkout may use is the card's balance less what open checkouts hold, so a card is never spent twice.
// A card has one balance, in its own currency, and pays only checkouts in that currency (docs/decisions/049).
import type { Cart, Checkout } from '../openapi/types.ts';
import type { SeedGiftCard } from './data.ts';
import type { CheckoutState, PaidRecord, ReservedGiftCard, Store } from './store.ts';

/** How long an applied gift card holds its amount; a payment holds it as long again for the order. */
export const giftCardReservationSeconds = 1800;

const now = (store: Store) => store.clock().getTime();

/** A checkout that may still become an order: no order yet, not ended, not expired. */
export const isCheckoutOpen = (store: Store, checkout: CheckoutState) =>
  !checkout.orderId && checkout.endedAt === undefined && checkout.expiresAt > now(store);

/** The checkout's gift cards whose reservation still holds. */
export const liveGiftCards = (store: Store, checkout: CheckoutState): ReservedGiftCard[] =>
  checkout.giftCards.filter((card) => card.reservedUntil === undefined || card.reservedUntil > now(store));

/** What the other open checkouts hold of a card. */
function reservedElsewhere(store: Store, code: string, except: CheckoutState) {
  let held = 0;
  for (const other of Object.values(store.runtime.checkouts)) {
    if (other.id === except.id || !isCheckoutOpen(store, other)) continue;
    for (const card of liveGiftCards(store, other)) if (card.code === code) held += card.amount;
  }
  return held;
}

/**
 * What a checkout in `currencyCode` may use of a card: its one balance less what other open checkouts hold,
 * never below 0; nothing in another currency than the card's (docs/decisions/049).
 */
export const availableBalance = (
  store: Store,
  card: SeedGiftCard,
  currencyCode: string,
  checkout: CheckoutState,
) =>
  card.currencyCode === currencyCode
    ? Math.max(0, card.balance - reservedElsewhere(store, card.code, checkout))
    : 0;

/** A new reservation of `amount` on the card for the checkout's currency. */
export const reservation = (store: Store, code: string, amount: number, currencyCode: string) => ({
  code,
  amount,
  currencyCode,
  reservedUntil: now(store) + giftCardReservationSeconds * 1000,
});

/** Holds the checkout's live reservations for another period (a payment, a repeated apply). */
export function holdReservations(store: Store, checkout: CheckoutState) {
  const until = now(store) + giftCardReservationSeconds * 1000;
  checkout.giftCards = liveGiftCards(store, checkout).map((card) => ({
    ...card,
    reservedUntil: Math.max(card.reservedUntil ?? 0, until),
  }));
}

/** Why a paid checkout whose cart changed makes no order. */
export const cartChangedReason = 'The cart has changed since the payment';

/**
 * Voids a paid checkout that will make no order, at the simulated provider: the payment record shows it
 * voided (the amount goes back to the shopper), the checkout ends and its gift-card reservations are
 * released at once.
 */
export function voidPayment(store: Store, checkout: CheckoutState, reason: string) {
  if (checkout.payment !== 'paid' || !checkout.paid || checkout.orderId) return;
  const at = now(store);
  checkout.payment = 'voided';
  checkout.paid.voided = { at: new Date(at).toISOString(), reason };
  checkout.endedAt ??= at;
  checkout.giftCards = checkout.giftCards.map((card) => ({ ...card, reservedUntil: at }));
}

/**
 * Ends the open checkouts of a cart without an order, releasing their reservations: a new checkout replaces
 * the unpaid ones; a change of the cart ends the paid ones as well (what they paid for is gone), and voids
 * their payments.
 */
export function endCheckoutsOf(
  store: Store,
  cartToken: string,
  { paidToo, except }: { paidToo: boolean; except?: CheckoutState },
) {
  for (const checkout of Object.values(store.runtime.checkouts)) {
    if (checkout.cartToken !== cartToken || checkout === except || !isCheckoutOpen(store, checkout)) continue;
    if (!paidToo && checkout.payment === 'paid') continue;
    checkout.endedAt = now(store);
    voidPayment(store, checkout, cartChangedReason);
  }
}

/** The part of a cart a payment pays for: the lines, their totals, the grand total and the currency. */
const paidContent = (cart: Cart) => ({
  currencyCode: cart.currencyCode,
  grandTotal: cart.totals.grandTotal,
  lines: cart.items.map(({ id, productVariantId, quantity, totalPriceAmount }) => ({
    id,
    productVariantId,
    quantity,
    totalPriceAmount,
  })),
});

const sameContent = (a: ReturnType<typeof paidContent>, b: ReturnType<typeof paidContent>) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Ends the session's checkouts when a change altered what a payment pays for (lines, totals, currency). */
export function cartChanged(store: Store, cartToken: string, before: Cart, after: Cart) {
  if (!sameContent(paidContent(before), paidContent(after)))
    endCheckoutsOf(store, cartToken, { paidToo: true });
}

/** The record of a payment: the amount taken and the cart and gift cards it was taken for. */
export const paidRecordOf = (cart: Cart, view: Pick<Checkout, 'amountToPay' | 'giftCards'>): PaidRecord => ({
  amount: view.amountToPay,
  ...paidContent(cart),
  giftCards: view.giftCards.map(({ code, amount }) => ({ code, amount })),
});

/** Whether the cart is still what the payment paid for. */
export const isWhatWasPaid = (paid: PaidRecord, cart: Cart) =>
  sameContent(
    { currencyCode: paid.currencyCode, grandTotal: paid.grandTotal, lines: paid.lines },
    paidContent(cart),
  );
