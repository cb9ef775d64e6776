// The market change's flow with its adapter against the in-process backend, without a DOM
// (docs/decisions/045): the cart is added again in the new market.

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { readIncognitoCart, writeIncognitoItems } from '../../src/features/cart/incognito-cart';
import { itemsToMove, marketChangeFlow } from '../../src/features/markets/market-change.flow';
import { addLine } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

/** Two items the Norwegian consumer market sells. */
const stored = [
  { productVariantId: 'v-ts-1001-black-s', quantity: 2 },
  { productVariantId: 'v-limit-5-navy', quantity: 1 },
];

async function chooseMarket(flow: Awaited<ReturnType<typeof createFlowEnvironment>>, market: string) {
  const { environment, markets } = flow;
  const actor = createActor(marketChangeFlow(environment), { input: { markets } }).start();
  actor.send({ type: 'market.select', market, storedItems: itemsToMove(environment) });
  await waitFor(actor, (snapshot) => snapshot.matches('idle'), { timeout: 10_000 });
  return actor;
}

const cartsIn = (flow: Awaited<ReturnType<typeof createFlowEnvironment>>, country: string) =>
  Object.values(flow.backend.store.runtime.sessions)
    .map((session) => session.cart)
    .filter((cart) => cart.countryCode === country);

describe('market change flow', () => {
  it('adds an anonymous shopper’s stored items again in a cart of the new market', async () => {
    const flow = await createFlowEnvironment({ market: 'se' });
    writeIncognitoItems(stored);
    await chooseMarket(flow, 'no');

    expect(flow.navigations).toEqual([{ to: '/$country/', params: { country: 'no' } }]);
    const [norwegian] = cartsIn(flow, 'NO');
    expect(norwegian?.currencyCode).toBe('NOK');
    expect(norwegian?.items.map((line) => [line.productVariantId, line.quantity])).toEqual(
      stored.map((item) => [item.productVariantId, item.quantity]),
    );
    // The session shops in the new market (the route of /no/ makes it the chosen one).
    const session = (await flow.environment.session.ready()).getSnapshot().context;
    expect(session.market.enadMarket).toBe('no');
    expect(flow.backend.store.runtime.sessions[session.cart?.token ?? '']?.cart).toBe(norwegian);
    expect(readIncognitoCart()).toEqual(stored);
    expect(flow.toasts).toEqual([]);
  });

  it('moves a business buyer’s cart to the new market in their store group', async () => {
    const flow = await createFlowEnvironment({ market: 'se' });
    await logInThroughFlow(flow.environment, 'buyer@acme.test');
    await addLine(flow.environment, 'v-ts-1001-black-s');
    await chooseMarket(flow, 'no');

    const [norwegian] = cartsIn(flow, 'NO');
    expect(norwegian?.storeGroupId).toBe('sg-b2b');
    expect(norwegian?.items.map((line) => [line.productVariantId, line.quantity])).toEqual([
      ['v-ts-1001-black-s', 1],
    ]);
    const token = (await flow.environment.session.ready()).getSnapshot().context.cart?.token;
    expect(flow.backend.store.runtime.sessions[token ?? '']?.cart).toBe(norwegian);
  });

  it('keeps the items the new market refuses and says so', async () => {
    const flow = await createFlowEnvironment({ market: 'se' });
    flow.backend.store.faults.push({
      id: 'not-sold',
      route: 'POST /shopper/sessions/items',
      status: 404,
      body: { error: 'Product variant not found' },
      times: 1,
    });
    writeIncognitoItems(stored);
    const actor = await chooseMarket(flow, 'no');

    expect(actor.getSnapshot().context.notAdded).toEqual(['v-ts-1001-black-s']);
    expect(cartsIn(flow, 'NO')[0]?.items.map((line) => line.productVariantId)).toEqual(['v-limit-5-navy']);
    expect(readIncognitoCart().map((item) => item.productVariantId)).toContain('v-ts-1001-black-s');
    expect(flow.toasts).toEqual([
      expect.objectContaining({ variant: 'info', title: expect.stringContaining('1 varor') }),
    ]);
  });

  it('tells the shopper when the server could not save the market', async () => {
    const flow = await createFlowEnvironment({ market: 'se' });
    flow.backend.store.faults.push({ id: 'down', route: 'POST /api/set-market/', status: 500, times: 1 });
    await chooseMarket(flow, 'dk');
    expect(flow.navigations).toEqual([{ to: '/$country/', params: { country: 'dk' } }]);
    expect(flow.toasts).toEqual([
      expect.objectContaining({ variant: 'error', title: expect.stringContaining('Danmark') }),
    ]);
  });
});
