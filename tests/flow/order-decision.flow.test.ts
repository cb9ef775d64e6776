// The order decision's flow with its adapter against the in-process backend, without a DOM
// (docs/decisions/045): the decision is stored on the order, the reason as a note for the agent.

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { orderDecisionFlow } from '../../src/features/orders/order-decision.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

// SF-100118 of Acme AB (the buyer's) waits for the customer; the company's admin, an approver, decides (issue 33).
const orderId = 'o-18';

async function approverWithWaitingOrder() {
  const flow = await createFlowEnvironment({ namespace: 'account' });
  await logInThroughFlow(flow.environment, 'admin@acme.test');
  const order = flow.backend.store.data.orders.find((entry) => entry.id === orderId)!;
  const customStates = order.status.customStates.map((state) => state.id);
  expect(customStates).toContain('awaiting_customer_action');
  const actor = createActor(orderDecisionFlow(flow.environment, { customStates }), {
    input: { orderId, customStates },
  }).start();
  const settled = () =>
    waitFor(actor, (snapshot) => snapshot.matches('idle') && !snapshot.hasTag('busy'), { timeout: 10_000 });
  return { ...flow, order, actor, settled };
}

describe('order decision flow', () => {
  it('stores the approval on the order and says so', async () => {
    const { actor, order, toasts, settled } = await approverWithWaitingOrder();
    actor.send({ type: 'order.approve' });
    await settled();
    expect(order.status.customStates.map((state) => state.id)).toEqual(['customer_approved']);
    expect(actor.getSnapshot().context.customStates).toEqual(['customer_approved']);
    expect(toasts.map(({ variant, title }) => [variant, title])).toEqual([
      ['info', 'Godkänner order...'],
      ['success', 'Order godkänd!'],
    ]);
  });

  it('stores a decline on the order with the reason as a note for the agent', async () => {
    const { actor, order, toasts, settled } = await approverWithWaitingOrder();
    actor.send({ type: 'order.openDecline' });
    actor.send({ type: 'order.changeReason', reason: '  Wrong sizes  ' });
    actor.send({ type: 'order.confirm' });
    await settled();
    expect(order.status.customStates.map((state) => state.id)).toContain('customer_declined');
    expect(order.notes?.at(-1)).toMatchObject({ text: 'Wrong sizes', customStateId: 'customer_declined' });
    expect(toasts.at(-1)).toMatchObject({ variant: 'success', title: 'Order avböjd!' });
  });

  it('leaves the order as it was and says so when the change fails', async () => {
    const { actor, order, backend, toasts } = await approverWithWaitingOrder();
    const before = structuredClone(order.status.customStates);
    backend.store.faults.push({
      id: 'down',
      route: 'POST /api/brink/change-order-custom-state/',
      status: 500,
      times: 1,
    });
    actor.send({ type: 'order.approve' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
    expect(order.status.customStates).toEqual(before);
    expect(toasts.at(-1)).toMatchObject({ variant: 'error' });
  });
});
