// The order calls of the embedded backend (`/api/brink/...`): every list answers only for the signed-in
// user's own orders and companies, and another company's order is refused with nothing changed.
// Every response is also checked against the contract by the test backend.
import { describe, expect, it } from 'vitest';
import type { Order, OrderSummary } from '../../openapi/types';
import { orderCalls } from '../support/order-calls';
import { testNow, testOrigin } from '../support/test-backend';

type Body = Record<string, unknown>;

const setup = orderCalls;

const refs = (summaries: OrderSummary[]) => summaries.map((summary) => summary.reference);

describe('order lists', () => {
  it("lists a company's orders by organisation number without dashes, newest first, for a member", async () => {
    const { login, list } = setup();
    const { token } = await login('buyer@acme.test');
    const { status, body } = await list(
      'get-orders-by-organisation',
      { organisationNumber: '5566778899' },
      token,
    );
    expect(status).toBe(200);
    expect(body.orderSummaries).toHaveLength(21);
    const dates = body.orderSummaries.map((summary) => summary.date);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(refs(body.orderSummaries).filter((ref) => ref === 'SF-100110')).toHaveLength(2);
    const provorder = body.orderSummaries.find((summary) => summary.reference === 'SF-100106')!;
    expect(provorder.attributes?.merchantReference2).toBe('provorder');
    expect(provorder.totals.grandTotal.currency).toBe('SEK');
  });

  it("refuses another company's list with 403", async () => {
    const { login, list } = setup();
    const { token } = await login('buyer@acme.test');
    const nordic = await list('get-orders-by-organisation', { organisationNumber: '23456789' }, token);
    expect(nordic).toEqual({ status: 403, body: { error: 'Forbidden' } });
  });

  it('lets a user of two companies list both', async () => {
    const { login, list } = setup();
    const { token } = await login('multi@statefront.test');
    const bergstrom = await list('get-orders-by-organisation', { organisationNumber: '5560123456' }, token);
    expect(bergstrom.status, JSON.stringify(bergstrom.body)).toBe(200);
    expect(refs(bergstrom.body.orderSummaries)).toEqual(['SF-100401']);
  });

  it('lists by user id and by e-mail only for the user themselves', async () => {
    const { login, list } = setup();
    const { token, userId } = await login('consumer@statefront.test');
    expect(refs((await list('get-orders-by-user', { userId }, token)).body.orderSummaries)).toEqual([
      'SF-100202',
      'SF-100201',
    ]);
    const byEmail = await list('get-orders-by-email', { email: 'Consumer@Statefront.test' }, token);
    expect(refs(byEmail.body.orderSummaries)).toEqual(['SF-100202', 'SF-100201']);
    expect((await list('get-orders-by-email', { email: 'buyer@acme.test' }, token)).status).toBe(403);
    const buyer = await login('buyer@acme.test');
    expect((await list('get-orders-by-user', { userId: buyer.userId }, token)).status).toBe(403);
  });

  it('finds orders by reference among those the user may see', async () => {
    const { login, list } = setup();
    const admin = await login('admin@acme.test');
    expect(
      refs((await list('get-orders-by-ref', { ref: 'SF-100110' }, admin.token)).body.orderSummaries),
    ).toEqual(['SF-100110', 'SF-100110']);
    expect((await list('get-orders-by-ref', { ref: 'SF-100302' }, admin.token)).body.orderSummaries).toEqual(
      [],
    );
  });

  it('finds a reference in any case, with its company, among the orders the user may see', async () => {
    const { login, list } = setup();
    const multi = await login('multi@statefront.test');
    const found = (await list('get-orders-by-ref', { ref: ' sf-100401 ' }, multi.token)).body.orderSummaries;
    expect(found.map((summary) => [summary.reference, summary.organisationNumber])).toEqual([
      ['SF-100401', expect.stringMatching(/\d{6}-\d{4}/)],
    ]);
    const consumer = await login('consumer@statefront.test');
    expect(
      (await list('get-orders-by-ref', { ref: 'sf-100401' }, consumer.token)).body.orderSummaries,
    ).toEqual([]);
  });

  it('lets a super admin list any company', async () => {
    const { login, list } = setup();
    const { token } = await login('super@statefront.test');
    const nordic = await list('get-orders-by-organisation', { organisationNumber: '23456789' }, token);
    expect(refs(nordic.body.orderSummaries)).toEqual(['SF-100302', 'SF-100301']);
  });

  it("lets a super admin list Acme AB's orders and decide one: the decision is stored", async () => {
    const { login, list, call, order } = setup();
    const { token } = await login('super@statefront.test');
    const acme = await list('get-orders-by-organisation', { organisationNumber: '5566778899' }, token);
    expect(acme.body.orderSummaries).toHaveLength(21);
    const awaiting = acme.body.orderSummaries.find((summary) => summary.reference === 'SF-100112')!;
    const change = await call(
      '/api/brink/change-order-custom-state/',
      { stateId: 'customer_approved', orderId: awaiting.id, type: 'add' },
      token,
    );
    expect(change.status).toBe(200);
    expect(order(awaiting.id).status.customStates).toContainEqual({ id: 'customer_approved' });
  });

  it.each([
    ['a buyer of another company', 'buyer@acme.test'],
    ['an admin of another company', 'admin@acme.test'],
    ['an agent of 13 other companies', 'agent13@statefront.test'],
  ])("refuses %s Nordic Print Oy's list and order decisions, changing nothing", async (_who, email) => {
    const { backend, login, list, call } = setup();
    const { token } = await login(email);
    const before = JSON.stringify(backend.store.data.orders);
    expect(await list('get-orders-by-organisation', { organisationNumber: '23456789' }, token)).toEqual({
      status: 403,
      body: { error: 'Forbidden' },
    });
    const nordic = backend.store.data.orders.find((candidate) => candidate.orderRef === 'SF-100302')!;
    const change = await call(
      '/api/brink/change-order-custom-state/',
      { stateId: 'customer_approved', orderId: nordic.id, type: 'add' },
      token,
    );
    expect(change).toEqual({ status: 403, body: { error: 'Forbidden' } });
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);
  });

  it('answers 401 without a live user token', async () => {
    const { list } = setup();
    expect(await list('get-orders-by-organisation', { organisationNumber: '5566778899' })).toEqual({
      status: 401,
      body: { error: 'Unauthorized' },
    });
  });
});

describe('one order', () => {
  it('answers the order of the endpoint, 403 for another company and 404 for none', async () => {
    const { login, call } = setup();
    const { token } = await login('buyer@acme.test');
    const own = await call<Order>('/api/brink/get-order-by-id/', { endpoint: 'orders/o-18' }, token);
    expect(own.status).toBe(200);
    expect(own.body.orderRef).toBe('SF-100118');
    expect(own.body.lines.length).toBeGreaterThan(0);
    expect((await call('/api/brink/get-order-by-id/', { endpoint: 'orders/o-22' }, token)).status).toBe(403);
    expect(await call('/api/brink/get-order-by-id/', { endpoint: 'orders/o-999' }, token)).toEqual({
      status: 404,
      body: { error: 'Order not found' },
    });
  });
});

describe('decisions', () => {
  it("adds and removes custom states of a colleague's order (an admin approves)", async () => {
    const { login, call, order } = setup();
    const { token } = await login('admin@acme.test');
    const change = (stateId: string, type: string) =>
      call('/api/brink/change-order-custom-state/', { stateId, orderId: 'o-18', type }, token);
    expect((await change('customer_approved', 'add')).body).toMatchObject({
      customStates: [{ id: 'awaiting_customer_action' }, { id: 'customer_approved' }],
    });
    await change('awaiting_customer_action', 'remove');
    // Adding a present state or removing an absent one changes nothing.
    await change('customer_approved', 'add');
    await change('customer_declined', 'remove');
    expect(order('o-18').status.customStates).toEqual([{ id: 'customer_approved' }]);
  });

  it('applies the order-decision rules: flag off, a closed order or a step not offered is refused (400)', async () => {
    const { backend, login, call, order } = setup();
    const { token } = await login('admin@acme.test');
    const change = (orderId: string, stateId: string, type: string) =>
      call<{ error?: string }>('/api/brink/change-order-custom-state/', { stateId, orderId, type }, token);
    const byRef = (ref: string) => backend.store.data.orders.find((candidate) => candidate.orderRef === ref)!;
    const before = JSON.stringify(backend.store.data.orders);

    // Dropping awaiting_customer_action without a decision, or taking nothing back: not a step of a decision.
    expect((await change('o-18', 'awaiting_customer_action', 'remove')).status).toBe(400);
    // A cancelled and a delivered order: nothing is decided any more, even when one still awaits the customer.
    const cancelled = byRef('SF-100105');
    const delivered = byRef('SF-100102');
    delivered.status.customStates = [{ id: 'awaiting_customer_action' }];
    const closedBefore = JSON.stringify(backend.store.data.orders);
    expect((await change(cancelled.id, 'customer_approved', 'add')).status).toBe(400);
    expect((await change(cancelled.id, 'customer_declined', 'remove')).status).toBe(400);
    expect((await change(delivered.id, 'customer_approved', 'add')).status).toBe(400);
    expect((await change(delivered.id, 'customer_declined', 'add')).status).toBe(400);
    expect(JSON.stringify(backend.store.data.orders)).toBe(closedBefore);
    delivered.status.customStates = [];
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);

    // With decisions turned off nothing is accepted.
    backend.store.data.settings.orderDecisionsEnabled = 'false';
    const off = await change('o-18', 'customer_approved', 'add');
    expect(off).toEqual({ status: 400, body: { error: 'Order decisions are turned off' } });
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);

    // Turned on again, the machine's decline goes through call by call.
    backend.store.data.settings.orderDecisionsEnabled = 'true';
    expect((await change('o-18', 'customer_declined', 'add')).status).toBe(200);
    expect((await change('o-18', 'awaiting_customer_action', 'remove')).status).toBe(200);
    expect(order('o-18').status.customStates).toEqual([{ id: 'customer_declined' }]);
    // A decided order takes no other decision.
    expect((await change('o-18', 'customer_approved', 'add')).status).toBe(400);
  });

  it('stores a note with the backend date', async () => {
    const { login, call, order } = setup();
    const { token } = await login('buyer@acme.test');
    const before = order('o-18').notes!.length;
    const answer = await call<{ notes: { text: string; date: string }[] }>(
      '/api/brink/add-order-note/',
      { orderId: 'o-18', text: 'Tråden ska vara marinblå.' },
      token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.notes.at(-1)).toEqual({
      text: 'Tråden ska vara marinblå.',
      date: testNow.toISOString(),
    });
    expect(order('o-18').notes).toHaveLength(before + 1);
  });

  it('request change: adds customer_change_requested and stores the reason as its note; decline answers it', async () => {
    const { backend, login, call, order } = setup();
    const { token } = await login('admin@acme.test');
    const change = (stateId: string, type: string) =>
      call<{ error?: string }>(
        '/api/brink/change-order-custom-state/',
        { stateId, orderId: 'o-18', type },
        token,
      );
    const note = (body: Body) =>
      call<{ error?: string }>('/api/brink/add-order-note/', { orderId: 'o-18', ...body }, token);
    const before = JSON.stringify(backend.store.data.orders);

    // A change request's note before the change request: refused, nothing stored.
    const early = await note({ text: 'Tio stycken, inte sex.', customStateId: 'customer_change_requested' });
    expect(early).toEqual({
      status: 400,
      body: { error: 'The order has no customer_change_requested for this note to explain' },
    });
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);

    expect((await change('customer_change_requested', 'add')).body).toMatchObject({
      customStates: [{ id: 'awaiting_customer_action' }, { id: 'customer_change_requested' }],
    });
    expect(
      (await note({ text: 'Tio stycken, inte sex.', customStateId: 'customer_change_requested' })).status,
    ).toBe(200);
    const stored = await call<Order>('/api/brink/get-order-by-id/', { endpoint: 'orders/o-18' }, token);
    expect(stored.body.notes?.at(-1)).toEqual({
      text: 'Tio stycken, inte sex.',
      date: testNow.toISOString(),
      customStateId: 'customer_change_requested',
    });
    // The customer does not take the request back on their own; a decision answers it.
    expect((await change('customer_change_requested', 'remove')).status).toBe(400);
    expect((await change('customer_declined', 'add')).status).toBe(200);
    expect((await change('awaiting_customer_action', 'remove')).status).toBe(200);
    expect((await change('customer_change_requested', 'remove')).status).toBe(200);
    expect(order('o-18').status.customStates).toEqual([{ id: 'customer_declined' }]);
    // A declined order takes no change request.
    expect((await change('customer_change_requested', 'add')).status).toBe(400);
  });

  it("refuses another company's order with 403 and changes nothing", async () => {
    const { backend, login, call } = setup();
    const { token } = await login('buyer@acme.test');
    const before = JSON.stringify(backend.store.data.orders);
    const change = await call(
      '/api/brink/change-order-custom-state/',
      { stateId: 'customer_approved', orderId: 'o-22', type: 'add' },
      token,
    );
    expect(change).toEqual({ status: 403, body: { error: 'Forbidden' } });
    const note = await call('/api/brink/add-order-note/', { orderId: 'o-22', text: 'Nej' }, token);
    expect(note.status).toBe(403);
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);
  });
});

describe('who may decide (issue 33)', () => {
  const approve = { stateId: 'customer_approved', type: 'add' };

  it('refuses a default-level buyer with 403 and a clear text until an admin grants approver', async () => {
    const { backend, login, call, order } = setup();
    const buyer = await login('buyer@acme.test');
    const admin = await login('admin@acme.test');
    const before = JSON.stringify(backend.store.data.orders);
    // SF-100112 (o-12) is the admin's order, awaiting the customer.
    expect(
      await call('/api/brink/change-order-custom-state/', { ...approve, orderId: 'o-12' }, buyer.token),
    ).toEqual({ status: 403, body: { error: 'Only an approver of the company may decide on its orders' } });
    expect(
      (
        await call(
          '/api/brink/add-order-note/',
          { orderId: 'o-12', text: 'Nej', customStateId: 'customer_change_requested' },
          buyer.token,
        )
      ).status,
    ).toBe(403);
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);

    const companyId = backend.store.data.users
      .find((user) => user.email === 'buyer@acme.test')!
      .organisations.find((entry) => entry.name === 'Acme AB')!.id;
    const grant = await call(
      '/api/enad/set-organisation-approver/',
      { company_id: companyId, user_id: buyer.userId, approver: true },
      admin.token,
    );
    expect(grant).toEqual({
      status: 200,
      body: { success: true, approver: true, message: 'Approver permission changed' },
    });
    const users = await backend.fetch(
      new Request(`${testOrigin}/api/enad/organisation-users/?company_id=${companyId}&search=buyer`, {
        headers: { authorization: `Bearer ${admin.token}` },
      }),
    );
    const page = (await users.json()) as { items: { organisations: { id: string; approver?: boolean }[] }[] };
    expect(page.items[0]!.organisations.find((entry) => entry.id === companyId)?.approver).toBe(true);
    expect(
      (await call('/api/brink/change-order-custom-state/', { ...approve, orderId: 'o-12' }, buyer.token))
        .status,
    ).toBe(200);
    expect(order('o-12').status.customStates).toContainEqual({ id: 'customer_approved' });
  });

  it('refuses everyone on an order they placed themselves, an admin too', async () => {
    const { backend, login, call } = setup();
    const admin = await login('admin@acme.test');
    const before = JSON.stringify(backend.store.data.orders);
    expect(
      await call('/api/brink/change-order-custom-state/', { ...approve, orderId: 'o-12' }, admin.token),
    ).toEqual({ status: 403, body: { error: 'Nobody may decide on an order they placed themselves' } });
    expect(JSON.stringify(backend.store.data.orders)).toBe(before);
  });

  it('only an admin grants approver, and an admin is always one', async () => {
    const { backend, login, call } = setup();
    const buyer = await login('buyer@acme.test');
    const admin = await login('admin@acme.test');
    const companyId = backend.store.data.users
      .find((user) => user.email === 'buyer@acme.test')!
      .organisations.find((entry) => entry.name === 'Acme AB')!.id;
    const grant = (userId: string, token: string) =>
      call(
        '/api/enad/set-organisation-approver/',
        { company_id: companyId, user_id: userId, approver: true },
        token,
      );
    expect(await grant(buyer.userId, buyer.token)).toEqual({
      status: 403,
      body: { success: false, message: 'Only a company admin may change who approves its orders' },
    });
    expect(
      await call(
        '/api/enad/set-organisation-approver/',
        { company_id: companyId, user_id: admin.userId, approver: false },
        admin.token,
      ),
    ).toEqual({ status: 400, body: { success: false, message: 'An admin is always an approver' } });
    expect((await grant('u-nobody', admin.token)).status).toBe(404);
  });
});
