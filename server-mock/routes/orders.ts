// Orders (`brink`): lists by organisation number, user id, e-mail and reference, one order, its custom
// states and notes. Every call needs the user token and answers only for orders the user may see
// (docs/decisions/013): their own, their companies', or every order for a super admin.
import type { Context } from 'hono';
import type { components } from '../../openapi/app.gen.ts';
import type { OrderSummary } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import type { SeedOrder, SeedUser } from '../data.ts';
import { approvalSummaryOf, waitsForApproval, waitsForApprovalText } from '../order-approvals.ts';
import { isCustomStateChangeAllowed, isDecisionNoteAllowed } from '../order-decisions.ts';
import { normaliseOrganisationNumber, signedInUser } from './accounts.ts';
import { apiError, bodyOf } from './respond.ts';

type CustomStateId = components['schemas']['CustomStateId'];
type DecisionStateId = components['schemas']['DecisionStateId'];

/** An organisation number as the lists compare it: no dashes or spaces. */
const bareNumber = (value: string) => normaliseOrganisationNumber(value).toUpperCase();

const memberOf = (user: SeedUser, organisationNumber: string) =>
  user.organisations.some(
    (organisation) => bareNumber(organisation.organisation_number) === bareNumber(organisationNumber),
  );

/** Whether the user may see (and decide on) the order: their own, their company's, or any for a super admin. */
export function maySee(user: SeedUser, order: SeedOrder): boolean {
  if (user.is_super_admin) return true;
  if (placedBy(user, order)) return true;
  return order.organisation_number !== undefined && memberOf(user, order.organisation_number);
}

/** Placed by the user: their user id or their e-mail address is on the order. */
export const placedBy = (user: SeedUser, order: SeedOrder) =>
  order.user_id === user.id || order.email.toLowerCase() === user.email.toLowerCase();

/** An approver of the company with this organisation number: its admin, or granted by an admin (issue 33). */
export const isApproverOf = (user: SeedUser, organisationNumber: string) =>
  user.organisations.some(
    (organisation) =>
      bareNumber(organisation.organisation_number) === bareNumber(organisationNumber) &&
      organisation.role === 'customer' &&
      (organisation.level === 'admin' || organisation.approver === true),
  );

/**
 * Why the user may not approve, decline or request a change on an order they may see, or null if they may
 * (issue 33, docs/decisions/056-approvers-who-may-decide.md): a company's order needs an approver of the company (or a super
 * admin) who did not place it; a consumer decides on their own order.
 */
export function decisionRefusal(user: SeedUser, order: SeedOrder): string | null {
  if (order.organisation_number === undefined) return null;
  if (placedBy(user, order)) return 'Nobody may decide on an order they placed themselves';
  if (user.is_super_admin || isApproverOf(user, order.organisation_number)) return null;
  return 'Only an approver of the company may decide on its orders';
}

function summaryOf(order: SeedOrder): OrderSummary {
  return {
    id: order.id,
    reference: order.orderRef,
    date: order.date,
    status: order.status,
    totals: { grandTotal: { amount: order.totals.grandTotal, currency: order.currencyCode } },
    ...(order.organisation_number ? { organisationNumber: order.organisation_number } : {}),
    email: order.email,
    ...(order.approval ? { approval: approvalSummaryOf(order.approval) } : {}),
    ...(order.attributes?.merchantReference2
      ? { attributes: { merchantReference2: order.attributes.merchantReference2 } }
      : {}),
  };
}

const newestFirst = (orders: SeedOrder[]) =>
  orders.toSorted((a, b) => b.date.localeCompare(a.date)).map(summaryOf);

/** Runs `answer` for the signed-in user, else 401 'Unauthorized'. */
export const withUser =
  (answer: (c: Context<MockEnv>, user: SeedUser) => Response | Promise<Response>) =>
  (c: Context<MockEnv>) => {
    const user = signedInUser(c);
    return user ? answer(c, user) : apiError(c, 401, 'Unauthorized');
  };

const forbidden = (c: Context<MockEnv>) => apiError(c, 403, 'Forbidden');

/** The order of the id if the user may see it; else the answer to give (404 unknown, 403 not theirs). */
export function orderFor(c: Context<MockEnv>, user: SeedUser, orderId: string): SeedOrder | Response {
  const order = c.var.store.data.orders.find((candidate) => candidate.id === orderId);
  if (!order) return apiError(c, 404, 'Order not found');
  return maySee(user, order) ? order : forbidden(c);
}

export function orderRoutes(app: MockApp) {
  app.post(
    '/api/brink/get-orders-by-organisation/',
    withUser((c, user) => {
      const { organisationNumber } = bodyOf<{ organisationNumber: string }>(c);
      if (!user.is_super_admin && !memberOf(user, organisationNumber)) return forbidden(c);
      const wanted = bareNumber(organisationNumber);
      const orders = c.var.store.data.orders.filter(
        (order) =>
          order.organisation_number !== undefined && bareNumber(order.organisation_number) === wanted,
      );
      return c.json({ orderSummaries: newestFirst(orders) });
    }),
  );

  app.post(
    '/api/brink/get-orders-by-user/',
    withUser((c, user) => {
      const { userId } = bodyOf<{ userId: string }>(c);
      if (!user.is_super_admin && userId !== user.id) return forbidden(c);
      const orders = c.var.store.data.orders.filter((order) => order.user_id === userId);
      return c.json({ orderSummaries: newestFirst(orders) });
    }),
  );

  app.post(
    '/api/brink/get-orders-by-email/',
    withUser((c, user) => {
      const email = bodyOf<{ email: string }>(c).email.toLowerCase();
      if (!user.is_super_admin && email !== user.email.toLowerCase()) return forbidden(c);
      const orders = c.var.store.data.orders.filter((order) => order.email.toLowerCase() === email);
      return c.json({ orderSummaries: newestFirst(orders) });
    }),
  );

  app.post(
    '/api/brink/get-orders-by-ref/',
    withUser((c, user) => {
      const ref = bodyOf<{ ref: string }>(c).ref.trim().toLowerCase();
      const orders = c.var.store.data.orders.filter(
        (order) => order.orderRef.toLowerCase() === ref && maySee(user, order),
      );
      return c.json({ orderSummaries: newestFirst(orders) });
    }),
  );

  app.post(
    '/api/brink/get-order-by-id/',
    withUser((c, user) => {
      const orderId = bodyOf<{ endpoint: string }>(c).endpoint.slice('orders/'.length);
      const order = orderFor(c, user, orderId);
      if (order instanceof Response) return order;
      return c.json(order);
    }),
  );

  app.post(
    '/api/brink/change-order-custom-state/',
    withUser((c, user) => {
      const body = bodyOf<{ stateId: CustomStateId; orderId: string; type: 'add' | 'remove' }>(c);
      const order = orderFor(c, user, body.orderId);
      if (order instanceof Response) return order;
      // An order that waits for its company's approval is decided by decide-order-approval only (issue 33).
      if (waitsForApproval(order)) return apiError(c, 409, waitsForApprovalText);
      const refusal = decisionRefusal(user, order);
      if (refusal) return apiError(c, 403, refusal);
      // The order-decision machine's rules (docs/decisions/023): the flag on, an order neither cancelled nor
      // delivered, and only a step of a decision its custom states offer.
      const subject = {
        enabled: c.var.store.data.settings.orderDecisionsEnabled === 'true',
        orderStates: order.status.orderStates,
        customStates: order.status.customStates.map((state) => state.id),
      };
      if (!subject.enabled) return apiError(c, 400, 'Order decisions are turned off');
      if (!isCustomStateChangeAllowed(subject, { stateId: body.stateId, type: body.type }))
        return apiError(c, 400, `The order does not offer this decision: ${body.type} ${body.stateId}`);
      const states = order.status.customStates.filter((state) => state.id !== body.stateId);
      order.status.customStates = body.type === 'add' ? [...states, { id: body.stateId }] : states;
      return c.json(order.status);
    }),
  );

  app.post(
    '/api/brink/add-order-note/',
    withUser((c, user) => {
      const body = bodyOf<{ orderId: string; text: string; customStateId?: DecisionStateId }>(c);
      const order = orderFor(c, user, body.orderId);
      if (order instanceof Response) return order;
      const { customStateId } = body;
      if (customStateId && waitsForApproval(order)) return apiError(c, 409, waitsForApprovalText);
      // A decision's reason is part of the decision: only who may decide writes it (issue 33).
      const refusal = customStateId ? decisionRefusal(user, order) : null;
      if (refusal) return apiError(c, 403, refusal);
      if (
        customStateId &&
        !isDecisionNoteAllowed(
          { customStates: order.status.customStates.map((state) => state.id) },
          customStateId,
        )
      )
        return apiError(c, 400, `The order has no ${customStateId} for this note to explain`);
      const date = c.var.store.clock().toISOString();
      order.notes = [
        ...(order.notes ?? []),
        { text: body.text, date, ...(customStateId ? { customStateId } : {}) },
      ];
      return c.json({ notes: order.notes });
    }),
  );
}
