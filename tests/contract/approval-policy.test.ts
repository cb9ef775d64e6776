// A company's approval rules and budgets (issue 33, docs/decisions/061): who reads and who changes them, the
// rules' field errors, the buyer's budget on the backend's clock, and the approval an order placed by a member is
// stored with (exactly at an amount goes through, one öre over waits, another currency's rule does not apply), and
// the gift cards a declined order gives back.
// Every response is also checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import { type ApprovalPolicy, emptyPolicy } from '../../machines/order-approval/order-approval.rules';
import type { Cart, Order, OrderSummary } from '../../openapi/types';
import { acmeAttributes, checkoutBackend, type ErrorBody } from '../support/checkout-backend';

type PolicyAnswer = ErrorBody & {
  policy: ApprovalPolicy;
  success?: boolean;
  errors?: { field: string; code: string }[];
};
type Outlook = ErrorBody & {
  policy: ApprovalPolicy;
  budget: { spent: number; left: number; amount: number } | null;
};

function setup() {
  const context = checkoutBackend();
  const { backend, call, bearer, login, cartIn, klarnaIn } = context;
  const tokens = new Map<string, string>();
  /** A live token of the user (a new login after the clock passed a token's life: `fresh`). */
  const tokenOf = async (email: string, fresh = false) => {
    if (fresh || !tokens.has(email))
      tokens.set(email, (await login(email, 'Statefront1!')).body.access_token ?? '');
    return tokens.get(email) ?? '';
  };
  const company = (name: string) => backend.store.data.companies.find((entry) => entry.name === name)!;
  const userId = (email: string) => backend.store.data.users.find((user) => user.email === email)!.id;
  const acmeId = company('Acme AB').id;
  const as = async (email: string | null) => (email ? bearer(await tokenOf(email)) : {});
  const getPolicy = async (email: string | null, companyId = acmeId) =>
    call<PolicyAnswer>('POST', '/api/enad/get-approval-policy/', { company_id: companyId }, await as(email));
  const setPolicy = async (email: string | null, policy: ApprovalPolicy, companyId = acmeId) =>
    call<PolicyAnswer>(
      'POST',
      '/api/enad/set-approval-policy/',
      { company_id: companyId, policy },
      await as(email),
    );
  const outlook = async (email: string | null, currencyCode = 'SEK', companyId = acmeId) =>
    call<Outlook>(
      'POST',
      '/api/enad/get-approval-outlook/',
      { company_id: companyId, currencyCode },
      await as(email),
    );
  /** A B2B cart of `variant` in the market that names Acme AB, by the signed-in member. */
  const acmeCart = async (email = 'buyer@acme.test', variant = 'v-kit-1', country = 'SE') => {
    // The consumer group's Klarna pays it (the B2B group's Walley needs its own widget steps); the company is
    // what the cart names.
    const cartToken = await cartIn(country, 'sg-consumer', variant);
    const named = await call('PATCH', '/shopper/sessions/attributes', acmeAttributes, {
      ...bearer(cartToken),
      'user-token': await tokenOf(email),
    });
    expect(named.status).toBe(200);
    return cartToken;
  };
  const totalOf = async (cartToken: string) =>
    (await call<{ cart: Cart }>('GET', '/shopper/sessions', undefined, bearer(cartToken))).body.cart.totals
      .grandTotal;
  /**
   * Pays the cart with Klarna, after the gift cards (code, pin) if any, and places the order as the signed-in
   * member (the shop sends their token).
   */
  const place = async (
    cartToken: string,
    email: string | null = 'buyer@acme.test',
    giftCards: [string, string][] = [],
  ) => {
    const { id, pay, applyCard } = await klarnaIn(cartToken);
    for (const [code, pin] of giftCards) expect((await applyCard(code, pin)).status, code).toBe(200);
    const paid = await pay();
    expect(paid.body.payment, JSON.stringify(paid.body)).toBe('paid');
    const answer = await call<{ order: Order } & ErrorBody>(
      'POST',
      '/api/brink/create-order/',
      { checkoutId: id },
      { 'idempotency-key': `order-${id}`, 'cart-token': cartToken, ...(await as(email)) },
    );
    expect(answer.status).toBe(200);
    return answer.body.order;
  };
  const stored = (order: Order) => backend.store.data.orders.find((entry) => entry.id === order.id)!;
  return {
    ...context,
    tokenOf,
    company,
    userId,
    acmeId,
    getPolicy,
    setPolicy,
    outlook,
    acmeCart,
    totalOf,
    place,
    stored,
  };
}

const rule = (approverOver: number | null, adminOver: number | null = null, currencyCode = 'SEK') => ({
  currencyCode,
  approverOver,
  adminOver,
});

describe('reading a company’s approval rules', () => {
  it('answers an empty policy to every member, an agent and a super admin until one is set', async () => {
    const { getPolicy } = setup();
    for (const email of [
      'buyer@acme.test',
      'admin@acme.test',
      'agent@statefront.test',
      'super@statefront.test',
    ]) {
      const answer = await getPolicy(email);
      expect([answer.status, answer.body.policy], email).toEqual([200, emptyPolicy()]);
    }
  });

  it('refuses without a token (401), an unknown company (404) and anyone outside the company (403)', async () => {
    const { getPolicy, outlook } = setup();
    expect((await getPolicy(null)).status).toBe(401);
    expect((await getPolicy('buyer@acme.test', 'no-such-company')).status).toBe(404);
    for (const email of ['aino.virtanen@nordicprint.test', 'consumer@statefront.test']) {
      expect((await getPolicy(email)).status, email).toBe(403);
      expect((await outlook(email)).status, email).toBe(403);
    }
    expect((await outlook(null)).status).toBe(401);
    expect((await outlook('buyer@acme.test', 'SEK', 'no-such-company')).status).toBe(404);
  });
});

describe('changing a company’s approval rules', () => {
  const policy: ApprovalPolicy = { amountRules: [rule(100000, 500000)], maxLines: 30, budgets: [] };

  it('refuses everyone but its admins and a super admin (403), changing nothing', async () => {
    const { setPolicy, getPolicy, company } = setup();
    expect((await setPolicy(null, policy)).status).toBe(401);
    expect((await setPolicy('admin@acme.test', policy, 'no-such-company')).status).toBe(404);
    for (const email of [
      'buyer@acme.test',
      'agent@statefront.test',
      'aino.virtanen@nordicprint.test',
      'consumer@statefront.test',
    ]) {
      const refused = await setPolicy(email, policy);
      expect([refused.status, refused.body.error], email).toEqual([
        403,
        'Only a company admin may change the approval rules',
      ]);
    }
    expect((await getPolicy('admin@acme.test')).body.policy).toEqual(emptyPolicy());
    // A Nordic admin cannot either, though they administer a company.
    expect((await setPolicy('aino.virtanen@nordicprint.test', policy, company('Acme AB').id)).status).toBe(
      403,
    );
  });

  it('stores an admin’s and a super admin’s policy, which every member reads and no company answer shows', async () => {
    const { setPolicy, getPolicy, call, bearer, tokenOf } = setup();
    const saved = await setPolicy('admin@acme.test', policy);
    expect([saved.status, saved.body.success, saved.body.policy]).toEqual([200, true, policy]);
    expect((await getPolicy('buyer@acme.test')).body.policy).toEqual(policy);
    // The admin may change it and chooses among the members; a buyer reads it, and sees no member list.
    const forAdmin = (await getPolicy('admin@acme.test')).body as PolicyAnswer & {
      canEdit: boolean;
      members: { name: string }[];
    };
    expect(forAdmin.canEdit).toBe(true);
    expect(forAdmin.members.map((member) => member.name)).toContain('Johan Berg');
    const forBuyer = (await getPolicy('buyer@acme.test')).body as typeof forAdmin;
    expect([forBuyer.canEdit, forBuyer.members]).toEqual([false, []]);
    const bySuper = { ...policy, maxLines: null };
    expect((await setPolicy('super@statefront.test', bySuper)).status).toBe(200);
    expect((await getPolicy('agent@statefront.test')).body.policy).toEqual(bySuper);
    const listed = await call<{ companies: object[] }>(
      'GET',
      '/api/enad/companies/',
      undefined,
      bearer(await tokenOf('admin@acme.test')),
    );
    expect(JSON.stringify(listed.body)).not.toContain('amountRules');
  });

  it('answers 400 with every field the rules refuse, changing nothing', async () => {
    const { setPolicy, getPolicy, userId } = setup();
    const wrong: ApprovalPolicy = {
      amountRules: [
        rule(100000, 100000),
        rule(5000, null, 'USD'),
        rule(null, null, 'EUR'),
        rule(1_000_000_001),
      ],
      maxLines: 10_001,
      budgets: [
        {
          id: 'b1',
          subject: { kind: 'user', userId: userId('buyer@acme.test') },
          currencyCode: 'SEK',
          amount: 10000,
          period: 'month',
        },
        {
          id: 'b2',
          subject: { kind: 'user', userId: userId('buyer@acme.test') },
          currencyCode: 'SEK',
          amount: 20000,
          period: 'quarter',
        },
        {
          id: 'b3',
          subject: { kind: 'user', userId: userId('aino.virtanen@nordicprint.test') },
          currencyCode: 'SEK',
          amount: 20000,
          period: 'month',
        },
      ],
    };
    const refused = await setPolicy('admin@acme.test', wrong);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'amountRules.0.adminOver', code: 'adminNotAboveApprover' },
      { field: 'amountRules.1.currencyCode', code: 'currencyUnknown' },
      { field: 'amountRules.2.approverOver', code: 'ruleEmpty' },
      { field: 'amountRules.3.currencyCode', code: 'currencyTwice' },
      { field: 'amountRules.3.approverOver', code: 'amountInvalid' },
      { field: 'maxLines', code: 'linesInvalid' },
      { field: 'budgets.1.subject', code: 'budgetSubjectTwice' },
      { field: 'budgets.2.subject', code: 'budgetUserUnknown' },
    ]);
    expect((await getPolicy('admin@acme.test')).body.policy).toEqual(emptyPolicy());
    // What breaks the contract itself (a negative amount) is refused before the rules, naming the field.
    const negative = await setPolicy('admin@acme.test', { ...policy, amountRules: [rule(-1)] });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatch(/approverOver/);
  });
});

describe('the buyer’s budget on the backend’s clock', () => {
  it('counts their orders of the month until the clock passes it, then starts again', async () => {
    const { setPolicy, outlook, userId, acmeCart, place, advance, tokenOf, totalOf } = setup();
    const budget = {
      id: 'b-buyer',
      subject: { kind: 'user' as const, userId: userId('buyer@acme.test') },
      currencyCode: 'SEK',
      amount: 500_000_000,
      period: 'month' as const,
    };
    expect((await setPolicy('admin@acme.test', { ...emptyPolicy(), budgets: [budget] })).status).toBe(200);
    const before = (await outlook('buyer@acme.test')).body.budget!;
    const cart = await acmeCart();
    const total = await totalOf(cart);
    await place(cart);
    const after = (await outlook('buyer@acme.test')).body.budget!;
    expect(after).toMatchObject({
      amount: 500_000_000,
      spent: before.spent + total,
      left: 500_000_000 - before.spent - total,
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2026-12-01T00:00:00.000Z',
    });
    // No budget in another currency, nor for a colleague without one.
    expect((await outlook('buyer@acme.test', 'EUR')).body.budget).toBeNull();
    expect((await outlook('lisa.karlsson@acme.test')).body.budget).toBeNull();

    // The test clock is 2026-11-21T09:00Z: one millisecond before December the order still counts.
    const toDecember = Date.parse('2026-12-01T00:00:00.000Z') - Date.parse('2026-11-21T09:00:00.000Z');
    advance(toDecember - 1);
    await tokenOf('buyer@acme.test', true);
    expect((await outlook('buyer@acme.test')).body.budget?.spent).toBe(after.spent);
    advance(1);
    expect((await outlook('buyer@acme.test')).body.budget).toMatchObject({
      spent: 0,
      left: 500_000_000,
      periodStart: '2026-12-01T00:00:00.000Z',
    });
  });

  it('the QA clock control moves the backend’s clock (the e2e journeys pass a month with it); reset sets it back', async () => {
    const { setPolicy, outlook, call, userId } = setup();
    const budget = {
      id: 'b-buyer',
      subject: { kind: 'user' as const, userId: userId('buyer@acme.test') },
      currencyCode: 'SEK',
      amount: 10_000_000,
      period: 'month' as const,
    };
    await setPolicy('admin@acme.test', { ...emptyPolicy(), budgets: [budget] });
    expect((await outlook('buyer@acme.test')).status).toBe(200);
    const moved = await call<{ now: string }>('POST', '/__mock/clock', { at: '2027-01-01T00:00:00.000Z' });
    expect(moved.body.now).toBe('2027-01-01T00:00:00.000Z');
    // The token of before has expired on the moved clock, as it would have.
    expect((await outlook('buyer@acme.test')).status).toBe(401);
    expect(await call('POST', '/__mock/clock', { advanceMs: 'soon' })).toMatchObject({ status: 400 });
    await call('POST', '/__mock/reset');
    expect((await call<{ now: string }>('GET', '/__mock/clock')).body.now).toBe('2026-11-21T09:00:00.000Z');
  });

  it('a level’s quarter budget applies to everyone of the level, and a quarter outlasts the month', async () => {
    const { setPolicy, outlook, acmeCart, place, advance, tokenOf, totalOf } = setup();
    const budget = {
      id: 'b-level',
      subject: { kind: 'level' as const, level: 'default' as const },
      currencyCode: 'SEK',
      amount: 5_000_000,
      period: 'quarter' as const,
    };
    expect((await setPolicy('admin@acme.test', { ...emptyPolicy(), budgets: [budget] })).status).toBe(200);
    const before = (await outlook('lisa.karlsson@acme.test')).body.budget!;
    const cart = await acmeCart('lisa.karlsson@acme.test');
    const total = await totalOf(cart);
    await place(cart, 'lisa.karlsson@acme.test');
    // An admin is of another level: no budget.
    expect((await outlook('admin@acme.test')).body.budget).toBeNull();
    advance(Date.parse('2026-12-01T00:00:00.000Z') - Date.parse('2026-11-21T09:00:00.000Z'));
    await tokenOf('lisa.karlsson@acme.test', true);
    expect((await outlook('lisa.karlsson@acme.test')).body.budget?.spent).toBe(before.spent + total);
    advance(31 * 24 * 3600 * 1000);
    await tokenOf('lisa.karlsson@acme.test', true);
    expect((await outlook('lisa.karlsson@acme.test')).body.budget).toMatchObject({
      spent: 0,
      periodStart: '2027-01-01T00:00:00.000Z',
      periodEnd: '2027-04-01T00:00:00.000Z',
    });
  });
});

describe('placing an order under the company’s rules', () => {
  it('an order of exactly the amount goes through; one öre over waits for an approver, with its reason', async () => {
    const { setPolicy, acmeCart, totalOf, place, stored, mails } = setup();
    const exact = await acmeCart();
    const total = await totalOf(exact);
    await setPolicy('admin@acme.test', { ...emptyPolicy(), amountRules: [rule(total)] });
    const through = await place(exact);
    expect(through.approval).toBeUndefined();
    expect(stored(through).status.customStates).toEqual([]);

    await setPolicy('admin@acme.test', { ...emptyPolicy(), amountRules: [rule(total - 1)] });
    const held = await place(await acmeCart());
    const reason = { kind: 'amount', tier: 'approver', currencyCode: 'SEK', threshold: total - 1, total };
    expect(held.approval).toEqual({ reasons: [reason], tiers: ['approver'], steps: [], status: 'waiting' });
    expect(stored(held).approval).toEqual(held.approval);
    expect(stored(held).status.customStates).toEqual([{ id: 'awaiting_customer_action' }]);
    // The approvers (Acme's two admins) get a mail with the reference, the reason and the order's page; the
    // buyer and the members without the permission do not.
    for (const email of ['admin@acme.test', 'emma.svensson@acme.test']) {
      const [mail] = mails(email);
      expect(mail?.subject, email).toBe(`Order ${held.orderRef} from Johan Berg waits for your approval`);
      expect(mail?.text).toContain(`is over ${((total - 1) / 100).toFixed(2)} SEK`);
      expect(mail?.link).toBe(`/my-account/orders/${held.id}/`);
    }
    for (const email of ['buyer@acme.test', 'per.nilsson@acme.test', 'agent@statefront.test'])
      expect(mails(email), email).toEqual([]);
  });

  it('over the admin amount needs an approver and then an admin; more lines than allowed needs an approver', async () => {
    const { setPolicy, acmeCart, totalOf, place } = setup();
    const cart = await acmeCart();
    const total = await totalOf(cart);
    await setPolicy('admin@acme.test', {
      amountRules: [rule(total - 2, total - 1)],
      maxLines: 1,
      budgets: [],
    });
    const held = await place(cart);
    expect(held.approval?.tiers).toEqual(['approver', 'admin']);
    // The kit comes with its gift box: two lines, over the limit of one.
    expect(held.approval?.reasons.map((reason) => [reason.kind, reason.tier])).toEqual([
      ['amount', 'approver'],
      ['amount', 'admin'],
      ['lines', 'approver'],
    ]);
  });

  it('a rule of another currency does not hold the order; the buyer’s budget does, with what was spent', async () => {
    const { setPolicy, acmeCart, totalOf, place, userId, outlook } = setup();
    await setPolicy('admin@acme.test', { ...emptyPolicy(), amountRules: [rule(0, null, 'EUR')] });
    expect((await place(await acmeCart())).approval).toBeUndefined();

    const spent = (await outlook('buyer@acme.test')).body.budget?.spent ?? 0;
    const cart = await acmeCart();
    const total = await totalOf(cart);
    const budget = {
      id: 'b1',
      subject: { kind: 'user' as const, userId: userId('buyer@acme.test') },
      currencyCode: 'SEK',
      amount: spent + total - 1,
      period: 'month' as const,
    };
    await setPolicy('admin@acme.test', { ...emptyPolicy(), budgets: [budget] });
    const spentNow = (await outlook('buyer@acme.test')).body.budget!.spent;
    const held = await place(cart);
    expect(held.approval?.reasons).toEqual([
      {
        kind: 'budget',
        tier: 'approver',
        currencyCode: 'SEK',
        budget: budget.amount,
        spent: spentNow,
        total,
        period: 'month',
        periodEnd: '2026-12-01T00:00:00.000Z',
      },
    ]);
  });

  it('keeps the approval it was stored with when the rules change, and lists it on the summaries', async () => {
    const { setPolicy, acmeCart, place, stored, call, bearer, tokenOf } = setup();
    await setPolicy('admin@acme.test', { ...emptyPolicy(), amountRules: [rule(0)] });
    const held = await place(await acmeCart());
    const before = structuredClone(stored(held).approval);
    await setPolicy('admin@acme.test', emptyPolicy());
    expect(stored(held).approval).toEqual(before);
    const list = await call<{ orderSummaries: OrderSummary[] }>(
      'POST',
      '/api/brink/get-orders-by-organisation/',
      { organisationNumber: '5566778899' },
      bearer(await tokenOf('admin@acme.test')),
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const summary = list.body.orderSummaries.find((entry) => entry.id === held.id);
    expect(summary?.approval).toMatchObject({ status: 'waiting', nextTier: 'approver' });
    // The next order goes through: the rules are gone.
    expect((await place(await acmeCart())).approval).toBeUndefined();
  });

  it('a declined order gives its gift cards back what they paid, once, in the card’s currency', async () => {
    const { setPolicy, acmeCart, place, stored, call, bearer, tokenOf, backend, mails } = setup();
    const balance = (code: string) =>
      backend.store.data.giftCards.find((card) => card.code === code)!.balance;
    await setPolicy('admin@acme.test', { ...emptyPolicy(), amountRules: [rule(0)] });
    // Three hoodies (599 kr each, 49 kr shipping): GC-500 pays 500 kr, GC-1000 its 1 000 kr, Klarna the rest.
    const hoodies = async () => {
      const token = await acmeCart('buyer@acme.test', 'v-hd-2002-black-m');
      const items = { productVariantId: 'v-hd-2002-black-m', quantity: 2 };
      expect((await call('POST', '/shopper/sessions/items', items, bearer(token))).status).toBe(200);
      return token;
    };
    const cart = await hoodies();
    expect([balance('GC-500'), balance('GC-1000')]).toEqual([50000, 100000]);
    const held = await place(cart, 'buyer@acme.test', [
      ['GC-500', '5678'],
      ['GC-1000', '1234'],
    ]);
    expect(held.approval?.status).toBe('waiting');
    expect(held.payment?.giftCards).toEqual([
      { code: 'GC-500', amount: 50000 },
      { code: 'GC-1000', amount: 100000 },
    ]);
    expect([balance('GC-500'), balance('GC-1000')]).toEqual([0, 0]);

    const decline = async () =>
      call<Order & ErrorBody>(
        'POST',
        '/api/enad/decide-order-approval/',
        { order_id: held.id, decision: 'decline', reason: 'Inte nu' },
        bearer(await tokenOf('admin@acme.test')),
      );
    const declined = await decline();
    expect(declined.status).toBe(200);
    expect([balance('GC-500'), balance('GC-1000')]).toEqual([50000, 100000]);
    const at = backend.store.clock().toISOString();
    expect(stored(held).payment).toMatchObject({
      voided: { at },
      giftCards: [
        { code: 'GC-500', amount: 50000, returnedAt: at },
        { code: 'GC-1000', amount: 100000, returnedAt: at },
      ],
    });
    expect(declined.body.payment).toEqual(stored(held).payment);
    // The buyer's mail goes to the order's address (the one given at the provider).
    const [mail] = mails(held.email);
    expect(mail?.text.replace(/\s/g, ' ')).toContain(
      'What your gift cards paid is back on them: 500,00 kr to gift card GC-500, 1 000,00 kr to gift card GC-1000.',
    );
    // A repeat is refused and gives nothing back again.
    expect((await decline()).status).toBe(409);
    expect([balance('GC-500'), balance('GC-1000')]).toEqual([50000, 100000]);
    // The cards pay again: a new checkout takes their whole balance.
    const again = await place(await hoodies(), 'buyer@acme.test', [['GC-500', '5678']]);
    expect(again.payment?.giftCards).toEqual([{ code: 'GC-500', amount: 50000 }]);
  });

  it('a consumer’s order, an anonymous one and an agent’s for the company are not held by the rules', async () => {
    const { setPolicy, acmeCart, place, cartIn } = setup();
    await setPolicy('admin@acme.test', { ...emptyPolicy(), amountRules: [rule(0)] });
    expect((await place(await cartIn(), 'consumer@statefront.test')).approval).toBeUndefined();
    expect((await place(await cartIn(), null)).approval).toBeUndefined();
    // An agent orders for the company's people (decision 020) and is held like a member.
    expect(
      (await place(await acmeCart('agent@statefront.test'), 'agent@statefront.test')).approval,
    ).toBeDefined();
  });

  it('an order that matches nothing is stored exactly as without rules, apart from its ids', async () => {
    const placeIn = async (policy: ApprovalPolicy | null) => {
      const { setPolicy, acmeCart, place, stored } = setup();
      if (policy) expect((await setPolicy('admin@acme.test', policy)).status).toBe(200);
      return stored(await place(await acmeCart()));
    };
    const withoutIds = (order: Order) =>
      JSON.parse(
        JSON.stringify(order, (key, value) =>
          ['id', 'orderRef', 'parentLineId', 'user_id'].includes(key) ? 'ID' : value,
        ),
      );
    const plain = await placeIn(null);
    const matchingNothing = await placeIn({
      amountRules: [rule(100_000_000, 200_000_000), rule(0, null, 'EUR')],
      maxLines: 50,
      budgets: [
        {
          id: 'b-all',
          subject: { kind: 'level', level: 'default' },
          currencyCode: 'SEK',
          amount: 100_000_000,
          period: 'month',
        },
      ],
    });
    expect(JSON.stringify(withoutIds(matchingNothing))).toBe(JSON.stringify(withoutIds(plain)));
    expect('approval' in matchingNothing).toBe(false);
  });
});
