// Deciding on an order's company approval (issue 33, docs/decisions/062-the-order-approval-path.md): every refused
// role and edge answers with its status and text and changes nothing; a decision is recorded tier by tier, the
// buyer is mailed each time, the admins when the next step is theirs; a decline voids the payment and releases
// the budget. Every response is also checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import { budgetStatus } from '../../machines/order-approval/order-approval.rules';
import type { Order } from '../../openapi/types';
import { countedOrder } from '../../server-mock/order-approvals';
import { orderCalls } from '../support/order-calls';
import { testNow } from '../support/test-backend';

// The seed's waiting orders of buyer@acme.test: SF-100120 needs an approver, SF-100121 an approver then an admin,
// SF-100122 is over the buyer's budget of the month (an approver).
const oneTier = 'o-24';
const twoTiers = 'o-25';
const overBudget = 'o-26';

function setup() {
  const calls = orderCalls();
  const decide = (token: string, body: Record<string, unknown>) =>
    calls.call<Order & { error?: string }>('/api/enad/decide-order-approval/', body, token);
  const mails = (to: string) => calls.backend.store.data.mailbox.filter((mail) => mail.to === to);
  const snapshot = () => JSON.stringify(calls.backend.store.data.orders);
  return { ...calls, decide, mails, snapshot };
}

const refused = (status: number, error: string) => ({ status, body: { error } });

describe('decide-order-approval refuses (issue 33)', () => {
  it('the buyer on their own order, a member who is no approver, and another company: nothing changes', async () => {
    const { login, decide, snapshot, backend } = setup();
    const before = snapshot();
    const buyer = await login('buyer@acme.test');
    expect(await decide(buyer.token, { order_id: oneTier, decision: 'approve' })).toEqual(
      refused(403, 'Nobody may decide on an order they placed themselves'),
    );
    const per = await login('per.nilsson@acme.test');
    expect(await decide(per.token, { order_id: oneTier, decision: 'approve' })).toEqual(
      refused(403, 'Only an approver of the company may decide on its orders'),
    );
    expect(await decide(per.token, { order_id: oneTier, decision: 'decline', reason: 'Nej' })).toEqual(
      refused(403, 'Only an approver of the company may decide on its orders'),
    );
    const nordic = await login('aino.virtanen@nordicprint.test');
    expect(await decide(nordic.token, { order_id: oneTier, decision: 'approve' })).toEqual(
      refused(403, 'Forbidden'),
    );
    expect(snapshot()).toBe(before);
    expect(backend.store.data.mailbox).toEqual([]);
  });

  it('without a token, an unknown order, a body that breaks the contract, an order without an approval', async () => {
    const { login, decide, call } = setup();
    expect(
      (await call('/api/enad/decide-order-approval/', { order_id: oneTier, decision: 'approve' })).status,
    ).toBe(401);
    const admin = await login('admin@acme.test');
    expect(await decide(admin.token, { order_id: 'o-999', decision: 'approve' })).toEqual(
      refused(404, 'Order not found'),
    );
    expect((await decide(admin.token, { order_id: oneTier, decision: 'maybe' })).status).toBe(400);
    expect(
      (await decide(admin.token, { order_id: oneTier, decision: 'decline', reason: 'x'.repeat(2001) }))
        .status,
    ).toBe(400);
    // SF-100118 waits for the customer but matched no rule: the order decision's, not an approval.
    expect(await decide(admin.token, { order_id: 'o-18', decision: 'approve' })).toEqual(
      refused(409, "This order does not wait for the company's approval"),
    );
  });

  it('a decline without a reason', async () => {
    const { login, decide, snapshot } = setup();
    const before = snapshot();
    const admin = await login('admin@acme.test');
    expect(await decide(admin.token, { order_id: oneTier, decision: 'decline', reason: '  ' })).toEqual(
      refused(400, 'A decline needs a reason for the buyer'),
    );
    expect(snapshot()).toBe(before);
  });

  it('the order decision calls while the approval waits (409), not once it is decided', async () => {
    const { login, decide, call, order } = setup();
    const admin = await login('admin@acme.test');
    const approve = { stateId: 'customer_approved', orderId: oneTier, type: 'add' };
    const waits = refused(409, "This order waits for the company's approval");
    expect(await call('/api/brink/change-order-custom-state/', approve, admin.token)).toEqual(waits);
    expect(
      await call(
        '/api/brink/add-order-note/',
        { orderId: oneTier, text: 'Nej', customStateId: 'customer_declined' },
        admin.token,
      ),
    ).toEqual(waits);
    // A plain note is anyone's who sees the order.
    expect(
      (await call('/api/brink/add-order-note/', { orderId: oneTier, text: 'Levereras fredag?' }, admin.token))
        .status,
    ).toBe(200);
    expect((await decide(admin.token, { order_id: oneTier, decision: 'approve' })).status).toBe(200);
    // Approved: a repeat of the order decision's approve changes nothing and is accepted, as before.
    expect((await call('/api/brink/change-order-custom-state/', approve, admin.token)).status).toBe(200);
    expect(order(oneTier).status.customStates).toEqual([{ id: 'customer_approved' }]);
  });
});

describe('decide-order-approval decides tier by tier (issue 33)', () => {
  it('an approver approves a one-tier order: approved as the order decision leaves it, the buyer mailed', async () => {
    const { login, decide, order, mails, list } = setup();
    const admin = await login('admin@acme.test');
    const answer = await decide(admin.token, { order_id: oneTier, decision: 'approve' });
    expect(answer.status).toBe(200);
    expect(answer.body.approval).toMatchObject({
      status: 'approved',
      steps: [
        {
          tier: 'approver',
          decision: 'approved',
          userId: admin.userId,
          name: 'Anna Lindqvist',
          at: testNow.toISOString(),
        },
      ],
    });
    expect(order(oneTier).status.customStates).toEqual([{ id: 'customer_approved' }]);
    expect(order(oneTier).payment?.voided).toBeUndefined();
    const [mail] = mails('buyer@acme.test');
    expect(mail).toMatchObject({
      subject: 'Your order SF-100120 is approved',
      link: '/my-account/orders/o-24/',
    });
    // The amount as the Swedish market writes it (non-breaking spaces).
    expect(mail!.text.replace(/\s/g, ' ')).toContain(
      'Anna Lindqvist approved your order SF-100120 (11 120,00 kr) for Acme AB.',
    );
    // Decided: nobody decides again.
    expect(await decide(admin.token, { order_id: oneTier, decision: 'decline', reason: 'Nej' })).toEqual(
      refused(409, "This order no longer waits for the company's approval"),
    );
    const summaries = (await list('get-orders-by-ref', { ref: 'SF-100120' }, admin.token)).body
      .orderSummaries;
    expect(summaries[0]!.approval).toEqual({ status: 'approved', decidedBy: [admin.userId] });
  });

  it("two tiers: an approver, then an admin; the approver cannot take the admin's step, nor anyone twice", async () => {
    const { login, decide, order, mails, list, call, backend } = setup();
    const lisa = await login('lisa.karlsson@acme.test');
    const admin = await login('admin@acme.test');
    const byRef = async () =>
      (await list('get-orders-by-ref', { ref: 'SF-100121' }, admin.token)).body.orderSummaries[0]!.approval;
    expect(await byRef()).toEqual({ status: 'waiting', nextTier: 'approver', decidedBy: [] });

    expect((await decide(lisa.token, { order_id: twoTiers, decision: 'approve' })).status).toBe(200);
    expect(await byRef()).toEqual({ status: 'waiting', nextTier: 'admin', decidedBy: [lisa.userId] });
    expect(order(twoTiers).status.customStates).toEqual([{ id: 'awaiting_customer_action' }]);
    expect(mails('buyer@acme.test').map((mail) => mail.subject)).toEqual([
      'Your order SF-100121 is approved by Lisa Karlsson; it still waits for a company admin',
    ]);
    // Every admin of Acme who may take the step is told; not Lisa, nor the buyer.
    const told = backend.store.data.mailbox
      .filter((mail) => mail.subject === 'Order SF-100121 waits for your approval')
      .map((mail) => mail.to)
      .toSorted();
    expect(told).toEqual(['admin@acme.test', 'emma.svensson@acme.test']);

    const before = JSON.stringify(order(twoTiers));
    expect(await decide(lisa.token, { order_id: twoTiers, decision: 'approve' })).toEqual(
      refused(403, 'You approved an earlier step of this order: the next step is a colleague’s'),
    );
    // Another approver who is no admin: the step is an admin's.
    const per = await login('per.nilsson@acme.test');
    const companyId = 'c-acme-ab';
    await call(
      '/api/enad/set-organisation-approver/',
      { company_id: companyId, user_id: per.userId, approver: true },
      admin.token,
    );
    expect(await decide(per.token, { order_id: twoTiers, decision: 'approve' })).toEqual(
      refused(403, 'This step of the approval waits for a company admin'),
    );
    expect(await decide(per.token, { order_id: twoTiers, decision: 'decline', reason: 'För dyrt' })).toEqual(
      refused(403, 'This step of the approval waits for a company admin'),
    );
    expect(JSON.stringify(order(twoTiers))).toBe(before);

    const answer = await decide(admin.token, { order_id: twoTiers, decision: 'approve' });
    expect(answer.body.approval?.steps.map((step) => [step.tier, step.name])).toEqual([
      ['approver', 'Lisa Karlsson'],
      ['admin', 'Anna Lindqvist'],
    ]);
    expect(answer.body.approval?.status).toBe('approved');
    expect(order(twoTiers).status.customStates).toEqual([{ id: 'customer_approved' }]);
    expect(mails('buyer@acme.test').at(-1)?.subject).toBe('Your order SF-100121 is approved');
  });

  it("an admin who approved the approver's step leaves the admin's step to another admin", async () => {
    const { login, decide } = setup();
    const admin = await login('admin@acme.test');
    expect((await decide(admin.token, { order_id: twoTiers, decision: 'approve' })).status).toBe(200);
    expect(await decide(admin.token, { order_id: twoTiers, decision: 'approve' })).toEqual(
      refused(403, 'You approved an earlier step of this order: the next step is a colleague’s'),
    );
    const emma = await login('emma.svensson@acme.test');
    expect(
      (await decide(emma.token, { order_id: twoTiers, decision: 'approve' })).body.approval?.status,
    ).toBe('approved');
  });

  it('a super admin may take any step, but not on an order they placed', async () => {
    const { login, decide } = setup();
    const staff = await login('super@statefront.test');
    expect((await decide(staff.token, { order_id: twoTiers, decision: 'approve' })).status).toBe(200);
    // The shop's staff are no company admin, but may take the admin's step (as they decide any order today).
    const second = await decide(staff.token, { order_id: twoTiers, decision: 'approve' });
    expect(second.body.approval?.status).toBe('approved');
  });

  it("a decline at the admin's step declines the order", async () => {
    const { login, decide, order } = setup();
    const lisa = await login('lisa.karlsson@acme.test');
    const admin = await login('admin@acme.test');
    await decide(lisa.token, { order_id: twoTiers, decision: 'approve' });
    const answer = await decide(admin.token, {
      order_id: twoTiers,
      decision: 'decline',
      reason: 'Inte i år',
    });
    expect(answer.body.approval?.status).toBe('declined');
    expect(answer.body.approval?.steps.at(-1)).toMatchObject({
      tier: 'admin',
      decision: 'declined',
      reason: 'Inte i år',
    });
    expect(order(twoTiers).status.customStates).toEqual([{ id: 'customer_declined' }]);
  });

  it('a decline voids the payment (not charged), notes the reason, mails the buyer and releases the budget', async () => {
    const { login, decide, order, mails } = setup();
    const lisa = await login('lisa.karlsson@acme.test');
    const budget = {
      id: 'b',
      subject: { kind: 'level' as const, level: 'default' as const },
      currencyCode: 'SEK',
      amount: 9_500_000,
      period: 'month' as const,
    };
    const buyerOrders = () =>
      setupOrders()
        .filter((entry) => entry.email === 'buyer@acme.test')
        .map(countedOrder);
    const setupOrders = () => [
      order('o-13'),
      order('o-15'),
      order('o-18'),
      order(oneTier),
      order(twoTiers),
      order(overBudget),
    ];
    const spentBefore = budgetStatus(budget, buyerOrders(), testNow).spent;
    expect(spentBefore).toBe(9_944_525);

    const answer = await decide(lisa.token, {
      order_id: overBudget,
      decision: 'decline',
      reason: '  Vi har redan beställt luvtröjor i månaden.  ',
    });
    expect(answer.status).toBe(200);
    const declined = order(overBudget);
    expect(declined.approval).toMatchObject({
      status: 'declined',
      steps: [
        {
          tier: 'approver',
          decision: 'declined',
          name: 'Lisa Karlsson',
          reason: 'Vi har redan beställt luvtröjor i månaden.',
        },
      ],
    });
    expect(declined.status.customStates).toEqual([{ id: 'customer_declined' }]);
    expect(declined.notes?.at(-1)).toEqual({
      text: 'Vi har redan beställt luvtröjor i månaden.',
      date: testNow.toISOString(),
      customStateId: 'customer_declined',
    });
    expect(declined.payment).toMatchObject({
      provider: 'WalleyCheckout',
      voided: { at: testNow.toISOString(), reason: 'The order was declined in the company’s approval' },
    });
    expect(budgetStatus(budget, buyerOrders(), testNow).spent).toBe(spentBefore - declined.totals.grandTotal);
    const [mail] = mails('buyer@acme.test');
    expect(mail?.subject).toBe('Your order SF-100122 was declined');
    expect(mail?.text).toContain('Reason: Vi har redan beställt luvtröjor i månaden.');
    expect(mail?.text).toContain('You are not charged');
  });
});
