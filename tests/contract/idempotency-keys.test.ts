// Idempotency-Key of create-order (issue 31, item 7): keys are kept per checkout, so a key used or guessed with
// another checkout neither answers nor blocks this checkout's order, and the header's 128 characters hold (400
// naming the header, nothing stored).
import { describe, expect, it } from 'vitest';
import { checkoutBackend } from '../support/checkout-backend';

/** What an order creation may change: orders, carts, keys. */
const stateOf = (backend: ReturnType<typeof checkoutBackend>['backend']) =>
  JSON.stringify({
    orders: backend.store.data.orders,
    carts: Object.values(backend.store.runtime.sessions).map((session) => session.cart),
    keys: backend.store.runtime.idempotencyKeys,
  });

/** The order the backend made of a checkout, by the checkout's id. */
const orderIdOf = (backend: ReturnType<typeof checkoutBackend>['backend'], checkoutId: string) =>
  Object.values(backend.store.runtime.checkouts).find((checkout) => checkout.id === checkoutId)?.orderId;

describe('idempotency keys', () => {
  it('are kept per checkout: the same key with another checkout makes that checkout’s own order', async () => {
    const { backend, klarnaIn } = checkoutBackend();
    const first = await klarnaIn();
    const second = await klarnaIn();
    await first.pay();
    await second.pay();
    const ordersBefore = backend.store.data.orders.length;
    const placed = await first.order('shared-key-1');
    expect(placed.status).toBe(200);
    const other = await second.order('shared-key-1');
    expect(other.status).toBe(200);
    expect(other.body.order.id).not.toBe(placed.body.order.id);
    expect(orderIdOf(backend, second.id)).toBe(other.body.order.id);
    // Each key answers its own checkout's order again.
    expect((await first.order('shared-key-1')).body.order.id).toBe(placed.body.order.id);
    expect((await second.order('shared-key-1')).body.order.id).toBe(other.body.order.id);
    expect(backend.store.data.orders.length).toBe(ordersBefore + 2);
  });

  it('a key guessed and used first with another checkout does not block the shopper’s order', async () => {
    const { backend, klarnaIn } = checkoutBackend();
    const shopper = await klarnaIn();
    const attacker = await klarnaIn();
    await shopper.pay();
    await attacker.pay();
    // The attacker claims the key the shopper's confirmation would send (the shop's old `order-<checkoutId>`).
    const claimed = await attacker.order(`order-${shopper.id}`);
    expect(claimed.status).toBe(200);
    const answer = await shopper.order(`order-${shopper.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.order.id).not.toBe(claimed.body.order.id);
    expect(orderIdOf(backend, shopper.id)).toBe(answer.body.order.id);
  });

  it('are at most 128 characters: a longer one is a 400 naming the header, and nothing is stored', async () => {
    const { backend, klarnaIn } = checkoutBackend();
    const checkout = await klarnaIn();
    await checkout.pay();
    const before = stateOf(backend);
    for (const key of ['k'.repeat(4000), 'k'.repeat(129), 'short']) {
      const refused = await checkout.order(key);
      expect([key.length, refused.status, refused.body.error]).toEqual([
        key.length,
        400,
        expect.stringMatching(/^'Idempotency-Key' must NOT have (more than 128|fewer than 8) characters$/),
      ]);
    }
    expect(stateOf(backend)).toBe(before);
    expect((await checkout.order('k'.repeat(128))).status).toBe(200);
  });
});
