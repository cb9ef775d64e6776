// Requests at once against the in-process backend end as a sequential run would: 20 parallel order creations,
// gift-card applies and cart changes make one order per paid cart, never spend a card twice and never take a
// balance below zero (issue 16).
import { describe, expect, it } from 'vitest';
import type { Cart, Checkout, Order } from '../../openapi/types';
import { checkoutBackend, paidCustomer } from '../support/checkout-backend';

type Run = <T>(requests: (() => Promise<T>)[]) => Promise<T[]>;

const parallel: Run = (requests) => Promise.all(requests.map((request) => request()));
const sequential: Run = async (requests) => {
  const answers = [];
  for (const request of requests) answers.push(await request());
  return answers;
};

/** The scenario, its requests in 20s played by `run`; answers what the backend ends with. */
async function scenario(run: Run) {
  const { backend, call, bearer, cartIn, klarnaIn } = checkoutBackend();
  /** A paid Klarna checkout of the cart; its order is created as the cart's holder. */
  const checkoutOf = async (cartToken: string) => {
    const { id, checkoutToken, order } = await klarnaIn(cartToken);
    return { token: checkoutToken, id, order };
  };
  const pay = (id: string) =>
    call('POST', `/shopper-widgets/klarna/${id}/payment`, { outcome: 'paid', customer: paidCustomer });
  const ordersBefore = backend.store.data.orders.length;

  // 1. One cart, 20 paid checkouts; 20 order creations at once, each twice (a double click).
  const shared = await cartIn();
  const paidOfShared = [];
  for (let index = 0; index < 20; index += 1) {
    const started = await checkoutOf(shared);
    await pay(started.id);
    paidOfShared.push(started);
  }
  const sharedAnswers = await run(
    paidOfShared.flatMap((started) => [() => started.order(), () => started.order()]),
  );

  // 2. 20 shoppers apply GC-500 (500 kr) at once to carts of 799 kr; all pay and order at once.
  const shoppers = [];
  for (let index = 0; index < 20; index += 1) shoppers.push(await checkoutOf(await cartIn()));
  const applies = await run(
    shoppers.map(
      ({ token }) =>
        () =>
          call<Checkout>('PUT', '/shopper-retain24/gift-cards/GC-500', { pin: '5678' }, bearer(token)),
    ),
  );
  // The shop tells Klarna the new amount after a gift card (docs/decisions/026), then the shoppers pay.
  await run(
    shoppers.map(
      ({ token }) =>
        () =>
          call('POST', '/shopper-kco/orders/sync', undefined, bearer(token)),
    ),
  );
  await run(
    shoppers.map(
      ({ id }) =>
        () =>
          pay(id),
    ),
  );
  const shopperAnswers = await run(shoppers.map((started) => () => started.order()));

  // 3. A paid cart changed 20 times at once while its order is created: the order is what was paid, or none.
  const changing = await cartIn();
  const paidChanging = await checkoutOf(changing);
  await pay(paidChanging.id);
  const paidCart = (await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(changing))).body
    .cart;
  const line = paidCart.items[0]!;
  const changeAnswers = await run([
    ...Array.from(
      { length: 20 },
      (_, index) => () =>
        call('PUT', `/shopper/sessions/items/${line.id}`, { quantity: 2 + (index % 3) }, bearer(changing)),
    ),
    () => paidChanging.order(),
  ]);

  const created = backend.store.data.orders.slice(ordersBefore);
  const card = backend.store.data.giftCards.find((entry) => entry.code === 'GC-500')!;
  const reserved = applies
    .filter((answer) => answer.status === 200)
    .map((answer) => answer.body.giftCards[0]!.amount);
  return {
    sharedOrders: new Set(sharedAnswers.map((answer) => answer.body.order?.id).filter(Boolean)).size,
    sharedRefused: sharedAnswers.filter((answer) => answer.status === 409).length,
    reservedTotal: reserved.reduce((sum, amount) => sum + amount, 0),
    applied: reserved.length,
    shopperOrders: shopperAnswers.filter((answer) => answer.status === 200).length,
    balance: card.balance,
    emptyOrders: created.filter((entry) => entry.lines.length === 0).length,
    // Of the changing cart: its order, if made, is exactly the one line paid for.
    paidQuantities: paidCart.items.map((item) => item.quantity),
    changingOrder: created
      .filter((entry) => entry.id === (changeAnswers.at(-1)!.body as { order?: Order }).order?.id)
      .map((entry) => entry.lines.map((orderLine) => orderLine.quantity)),
  };
}

describe('requests at once', () => {
  it('end as a sequential run would: one order per paid cart, a card spent once, no balance below zero', async () => {
    const [atOnce, oneByOne] = [await scenario(parallel), await scenario(sequential)];
    expect(oneByOne).toMatchObject({
      sharedOrders: 1,
      sharedRefused: 19 * 2,
      reservedTotal: 50000,
      applied: 1,
      shopperOrders: 20,
      balance: 0,
      emptyOrders: 0,
    });
    // A sequential run creates the changing cart's order after the changes: refused, none made.
    expect(oneByOne.changingOrder).toEqual([]);
    const { changingOrder, ...rest } = atOnce;
    const { changingOrder: _sequentialChanging, ...sequentialRest } = oneByOne;
    expect(rest).toEqual(sequentialRest);
    // At once, the order may come before the changes: then it is exactly the cart as paid.
    expect(changingOrder.length).toBeLessThanOrEqual(1);
    for (const quantities of changingOrder) expect(quantities).toEqual(atOnce.paidQuantities);
  });
});
