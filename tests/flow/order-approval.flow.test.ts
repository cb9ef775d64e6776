// The order approval's flow with its adapter against the in-process backend, without a DOM (docs/decisions/045,
// 062): a step is stored on the order; a refusal (someone else decided first) ends with the order as it is now.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { OrderApproval } from '../../machines/order-approval/order-approval.rules';
import { deciderOf, placerOf } from '../../src/features/orders/approval-decider';
import { orderApprovalFlow } from '../../src/features/orders/order-approval.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

// SF-100121 (o-25): an approver, then a company admin. Lisa Karlsson is a default-level approver.
const orderId = 'o-25';

async function deciding(email: string) {
  const flow = await createFlowEnvironment({ namespace: 'account' });
  await logInThroughFlow(flow.environment, email);
  const user = flow.backend.store.data.users.find((entry) => entry.email === email)!;
  const order = flow.backend.store.data.orders.find((entry) => entry.id === orderId)!;
  const actor = createActor(orderApprovalFlow(flow.environment), {
    input: {
      orderId,
      approval: structuredClone(order.approval) as OrderApproval,
      decider: deciderOf(user, order.organisation_number),
      placer: placerOf(order),
    },
  }).start();
  const ended = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  return { ...flow, order, actor, ended };
}

describe('order approval flow', () => {
  it("stores Lisa's step; the order waits for a company admin", async () => {
    const { actor, order, ended } = await deciding('lisa.karlsson@acme.test');
    actor.send({ type: 'approval.approve' });
    await ended();
    expect(actor.getSnapshot().value).toBe('approvedMyStep');
    expect(order.approval).toMatchObject({ status: 'waiting', steps: [{ name: 'Lisa Karlsson' }] });
  });

  it('ends refused with the order as it is now when someone else decided first', async () => {
    const { actor, backend, ended } = await deciding('lisa.karlsson@acme.test');
    const admin = await deciding('admin@acme.test');
    admin.actor.send({ type: 'approval.openDecline' });
    admin.actor.send({ type: 'approval.changeReason', reason: 'Inte nu.' });
    admin.actor.send({ type: 'approval.confirm' });
    await admin.ended();
    // The admin decided on another backend: make Lisa's see the same.
    backend.store.data.orders.find((entry) => entry.id === orderId)!.approval = admin.order.approval;
    actor.send({ type: 'approval.approve' });
    await ended();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.approval).toMatchObject({
      status: 'declined',
      steps: [{ name: 'Anna Lindqvist', reason: 'Inte nu.' }],
    });
  });

  it('fails without deciding when the backend fails, and Try again sends the decision again', async () => {
    const { actor, order, backend, ended } = await deciding('lisa.karlsson@acme.test');
    backend.store.faults.push({
      id: 'down',
      route: 'POST /api/enad/decide-order-approval/',
      status: 500,
      times: 1,
    });
    actor.send({ type: 'approval.approve' });
    await ended();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(order.approval?.steps).toEqual([]);
    actor.send({ type: 'approval.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('approvedMyStep'), { timeout: 10_000 });
  });
});
