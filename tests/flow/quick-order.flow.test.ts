// The quick order's flow with its adapter against the in-process backend, without a DOM (docs/decisions/045):
// the lines are looked up at the buyer's store group and the valid ones put in their cart.

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Cart } from '../../openapi/types';
import { quickOrderFlow } from '../../src/features/quick-order/quick-order.flow';
import { cartQueryKey } from '../../src/session/cart.queries';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

async function buyerAtQuickOrder() {
  const flow = await createFlowEnvironment({ namespace: 'shop' });
  await logInThroughFlow(flow.environment, 'buyer@acme.test');
  let cleared = 0;
  const actor = createActor(
    quickOrderFlow(flow.environment, {
      onLinesAdded: () => {
        cleared += 1;
      },
    }),
  ).start();
  const storedCart = async () => {
    const token = (await flow.environment.session.ready()).getSnapshot().context.cart?.token ?? '';
    return flow.backend.store.runtime.sessions[token]?.cart;
  };
  return { ...flow, actor, storedCart, cleared: () => cleared };
}

describe('quick order flow', () => {
  it('puts the valid pasted lines in the buyer’s cart at their store group’s prices; the refused stay', async () => {
    const { actor, backend, storedCart, cleared, environment } = await buyerAtQuickOrder();
    actor.send({ type: 'quickOrder.paste', text: 'TS-1001-BLACK-S;2\nNO-SUCH-SKU\t1\nLIMIT-5-NAVY;3' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'checked' }), { timeout: 10_000 });
    const [tee] = actor.getSnapshot().context.lines;
    const b2bPrice = backend.store.data.products
      .find((product) => product.product_number === 'TS-1001')!
      .variants.find((variant) => variant.id === 'v-ts-1001-black-s')!.prices['sg-b2b']!.SE!.sale;
    expect(tee?.verdict?.ok && tee.verdict.article.price?.amount).toBe(b2bPrice);

    actor.send({ type: 'quickOrder.addAll' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'added' }), { timeout: 10_000 });

    const cart = await storedCart();
    expect(cart?.storeGroupId).toBe('sg-b2b');
    expect(cart?.items.map((line) => [line.productVariantId, line.quantity])).toEqual([
      ['v-ts-1001-black-s', 2],
      ['v-limit-5-navy', 3],
    ]);
    expect(environment.queryClient.getQueryData<Cart | null>(cartQueryKey)?.items).toHaveLength(2);
    expect(actor.getSnapshot().context.added).toEqual({ lines: 2, pieces: 5 });
    expect(actor.getSnapshot().context.lines.map((line) => line.sku)).toEqual(['NO-SUCH-SKU']);
    expect(cleared()).toBe(1);
  });

  it('adds nothing when the cart refuses a line (all or nothing)', async () => {
    const { actor, backend, storedCart, cleared } = await buyerAtQuickOrder();
    actor.send({ type: 'quickOrder.paste', text: 'TS-1001-BLACK-S;2' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'checked' }), { timeout: 10_000 });
    backend.store.faults.push({
      id: 'refused',
      route: 'POST /shopper/sessions/batch-items',
      status: 400,
      body: { error: 'ORDER_LIMIT_REACHED' },
      times: 1,
    });
    actor.send({ type: 'quickOrder.addAll' });
    await waitFor(actor, (snapshot) => snapshot.matches({ form: 'addFailed' }), { timeout: 10_000 });
    expect((await storedCart())?.items ?? []).toEqual([]);
    expect(actor.getSnapshot().context.problem).toEqual({
      kind: 'addFailed',
      message: 'ORDER_LIMIT_REACHED',
    });
    expect(cleared()).toBe(0);
  });
});
