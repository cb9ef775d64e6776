// The cart line's flow with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Cart } from '../../openapi/types';
import { cartLineFlow } from '../../src/features/cart/cart-line.flow';
import { cartQueryKey } from '../../src/session/cart.queries';
import { addCartItem, startSession } from '../../src/session/cart-start';
import { createFlowEnvironment } from '../support/flow-environment';

const variant = 'v-ts-1001-black-s';

/** A shopper in Sweden whose cart holds `quantity` of a tee, as the cart panel shows it. */
async function shopperWithCart(quantity: number) {
  const flow = await createFlowEnvironment({ namespace: 'shop' });
  const { api, queryClient, session } = flow.environment;
  const actor = await session.ready();
  const token = await startSession(api, actor);
  const { cart } = await addCartItem(api, token, actor.getSnapshot().context.market, {
    productVariantId: variant,
    quantity,
  });
  queryClient.setQueryData(cartQueryKey, cart);
  const line = cart.items[0]!;
  const stored = () => flow.backend.store.runtime.sessions[token]!.cart;
  const shown = () => flow.environment.queryClient.getQueryData<Cart | null>(cartQueryKey);
  return { ...flow, line, stored, shown };
}

/** Runs one change of the line until it has ended (the line then locked for 700 ms, or gone). */
async function change(
  environment: Awaited<ReturnType<typeof createFlowEnvironment>>['environment'],
  lineId: string,
  event: Parameters<ReturnType<typeof createActor<ReturnType<typeof cartLineFlow>>>['send']>[0],
) {
  const actor = createActor(cartLineFlow(environment, { lineId })).start();
  actor.send(event);
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await waitFor(actor, (snapshot) => snapshot.matches('locked') || snapshot.status === 'done', {
    timeout: 10_000,
  });
  return actor;
}

describe('cart line flow', () => {
  it('plus adds one to the stored line, minus takes one off, and the cart shows what is stored', async () => {
    const { environment, line, stored, shown } = await shopperWithCart(2);

    await change(environment, line.id, { type: 'cartLine.increase' });
    expect(stored().items.map((item) => [item.productVariantId, item.quantity])).toEqual([[variant, 3]]);
    expect(shown()?.items[0]?.quantity).toBe(3);
    expect(shown()?.totals.grandTotal).toBe(stored().totals.grandTotal);

    await change(environment, line.id, { type: 'cartLine.decrease', quantity: 3 });
    expect(stored().items[0]?.quantity).toBe(2);
    expect(shown()?.items[0]?.quantity).toBe(2);
  });

  it('minus at one and X remove the line from the stored cart', async () => {
    const { environment, line, stored, shown } = await shopperWithCart(1);
    const actor = await change(environment, line.id, { type: 'cartLine.decrease', quantity: 1 });
    expect(actor.getSnapshot().value).toBe('removed');
    expect(stored().items).toEqual([]);
    expect(shown()?.items).toEqual([]);

    const again = await shopperWithCart(4);
    const removed = await change(again.environment, again.line.id, { type: 'cartLine.remove' });
    expect(removed.getSnapshot().value).toBe('removed');
    expect(again.stored().items).toEqual([]);
  });

  it('puts the quantity back and says why when the server refuses', async () => {
    const { environment, line, stored, shown, toasts, backend } = await shopperWithCart(2);
    backend.store.faults.push({
      id: 'refused',
      route: 'PUT /shopper/sessions/items/{id}',
      status: 500,
      body: { error: 'Internal' },
      times: 1,
    });
    await change(environment, line.id, { type: 'cartLine.decrease', quantity: 2 });
    expect(stored().items[0]?.quantity).toBe(2);
    expect(shown()?.items[0]?.quantity).toBe(2);
    expect(toasts).toEqual([expect.objectContaining({ variant: 'error', title: 'Fel i varukorgen' })]);
  });
});
