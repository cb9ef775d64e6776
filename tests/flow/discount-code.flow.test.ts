// The promo-code section's discount code flow with its adapter against the in-process backend, without a DOM
// (docs/decisions/045): the code on the session's cart, the checkout dropped so that it starts again.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { discountCodeFlow } from '../../src/features/checkout/discount-code.flow';
import { cartQueryKey } from '../../src/session/cart.queries';
import { addLine, startCheckout } from '../support/checkout-shopper';
import { createFlowEnvironment } from '../support/flow-environment';

type Environment = Awaited<ReturnType<typeof createFlowEnvironment>>['environment'];

function discountCodes(environment: Environment, onCartReplaced = () => {}) {
  const actor = createActor(discountCodeFlow(environment, { onCartReplaced })).start();
  const settle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  return { actor, settle };
}

describe('discount code flow', () => {
  it('applies a code to the cart and drops the checkout; removes it again', async () => {
    const { environment, backend } = await createFlowEnvironment({ market: 'dk', namespace: 'shop' });
    const cartToken = await addLine(environment);
    await startCheckout(environment);
    let replaced = 0;
    const { actor, settle } = discountCodes(environment, () => replaced++);

    actor.send({ type: 'discountCode.apply', code: 'WELCOME10' });
    await settle();
    const stored = backend.store.runtime.sessions[cartToken]?.cart;
    expect(stored?.discountCodes.map((entry) => entry.code)).toEqual(['WELCOME10']);
    expect(environment.queryClient.getQueryData(cartQueryKey)).toEqual(stored);
    expect((await environment.session.ready()).getSnapshot().context.checkoutToken).toBeNull();
    expect(environment.queryClient.getQueryData(['checkout', 'widget'])).toBeUndefined();
    expect(replaced).toBe(1);

    actor.send({ type: 'discountCode.remove', code: 'WELCOME10' });
    await settle();
    expect(backend.store.runtime.sessions[cartToken]?.cart.discountCodes).toEqual([]);
  });

  it("shows the catalogue's error inline, and an unknown failure as a toast", async () => {
    const { environment, backend, toasts } = await createFlowEnvironment({ namespace: 'shop' });
    const cartToken = await addLine(environment);
    const { actor, settle } = discountCodes(environment);
    actor.send({ type: 'discountCode.apply', code: 'SUMMER2025' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('EXPIRED_DISCOUNT_CODE');
    expect(backend.store.runtime.sessions[cartToken]?.cart.discountCodes).toEqual([]);

    backend.store.faults.push({
      id: 'test',
      route: 'POST /shopper/sessions/discount-codes',
      status: 500,
      body: { error: 'Service unavailable' },
      times: 1,
    });
    actor.send({ type: 'discountCode.apply', code: 'WELCOME10' });
    await settle();
    expect(toasts).toEqual([{ variant: 'error', title: 'Service unavailable' }]);
  });
});
