// A company's approval rules and budgets (issue 33, docs/decisions/061-approval-rules-and-budgets.md): read by
// every member, changed by its admins; the signed-in buyer's budget this period; and, when an order is placed,
// the approval it waits for and the mail to who may take its first step. The rules themselves are the one
// definition in machines/order-approval/order-approval.rules.ts, which the shop reads too.
import type { Context } from 'hono';
import type { MockApp, MockEnv } from '../app.ts';
import {
  type ApprovalPolicy,
  type ApprovalReason,
  approvalOf,
  approvalReasons,
  type BudgetStatus,
  budgetFor,
  budgetStatus,
  emptyPolicy,
  type OrderApproval,
  policyErrors,
} from '../approval-rules.ts';
import type { SeedCompany, SeedOrder, SeedUser } from '../data.ts';
import { countedOrder } from '../order-approvals.ts';
import type { Store } from '../store.ts';
import { normaliseOrganisationNumber, sendMail, signedInUser } from './accounts.ts';
import { canAdminister } from './companies.ts';
import { apiError, bodyOf } from './respond.ts';

const bareNumber = (value: string) => normaliseOrganisationNumber(value).toUpperCase();

const membershipOf = (user: SeedUser, companyId: string) =>
  user.organisations.find((membership) => membership.id === companyId);

/** The company's policy as stored; an empty one when it has none. */
export const policyOf = (company: SeedCompany): ApprovalPolicy => company.approvalPolicy ?? emptyPolicy();

/** The company of the id and the signed-in user who may read its rules, else the answer to give. */
function companyFor(
  c: Context<MockEnv>,
  companyId: string,
): { user: SeedUser; company: SeedCompany } | Response {
  const user = signedInUser(c);
  if (!user) return apiError(c, 401, 'Unauthorized');
  const company = c.var.store.data.companies.find((entry) => entry.id === companyId);
  if (!company) return apiError(c, 404, `'company_id' names no company: ${companyId}`);
  if (!user.is_super_admin && !membershipOf(user, company.id))
    return apiError(c, 403, 'Only a member of the company may see its approval rules');
  return { user, company };
}

/** The buyer's orders for the company, as their budget counts them (a declined or cancelled one releases it). */
const countedOrders = (store: Store, company: SeedCompany, user: SeedUser) => {
  const number = bareNumber(company.organisation_number);
  return store.data.orders
    .filter(
      (order) =>
        order.organisation_number !== undefined &&
        bareNumber(order.organisation_number) === number &&
        order.user_id === user.id,
    )
    .map(countedOrder);
};

/** The member's budget status in the currency on the backend's clock, or null without a budget. */
export function buyerBudget(
  store: Store,
  company: SeedCompany,
  user: SeedUser,
  currencyCode: string,
): BudgetStatus | null {
  const membership = membershipOf(user, company.id);
  if (!membership) return null;
  const budget = budgetFor(policyOf(company), { userId: user.id, level: membership.level }, currencyCode);
  return budget ? budgetStatus(budget, countedOrders(store, company, user), store.clock()) : null;
}

/** Who may take an order's first step: the company's approvers (admins always), never who placed it. */
function firstDeciders(store: Store, company: SeedCompany, placer: SeedUser): SeedUser[] {
  return store.data.users.filter((member) => {
    if (member.id === placer.id) return false;
    const membership = membershipOf(member, company.id);
    return membership?.role === 'customer' && (membership.level === 'admin' || membership.approver === true);
  });
}

const money = (amount = 0, currencyCode = '') => `${(amount / 100).toFixed(2)} ${currencyCode}`;

/** A reason as the approvers' mail says it. */
function reasonText(reason: ApprovalReason): string {
  switch (reason.kind) {
    case 'amount':
      return reason.tier === 'admin'
        ? `the total ${money(reason.total, reason.currencyCode)} is over ${money(reason.threshold, reason.currencyCode)}, so a company admin decides as well`
        : `the total ${money(reason.total, reason.currencyCode)} is over ${money(reason.threshold, reason.currencyCode)}`;
    case 'lines':
      return `${reason.lines} lines, more than ${reason.maxLines}`;
    case 'budget':
      return `it takes the buyer over their budget of ${money(reason.budget, reason.currencyCode)} this ${reason.period} (${money(reason.spent, reason.currencyCode)} spent before it)`;
  }
}

/**
 * The approval a company's order placed by a signed-in member waits for, from the company's policy as it is
 * now (a later change of the policy never changes it), or null: the order goes through exactly as without
 * rules. Mails who may take the first step.
 */
export function approveOnPlacing(store: Store, order: SeedOrder): OrderApproval | null {
  if (order.organisation_number === undefined || order.user_id === undefined) return null;
  const number = bareNumber(order.organisation_number);
  const company = store.data.companies.find((entry) => bareNumber(entry.organisation_number) === number);
  const buyer = store.data.users.find((user) => user.id === order.user_id);
  if (!company?.approvalPolicy || !buyer || !membershipOf(buyer, company.id)) return null;
  const reasons = approvalReasons(
    company.approvalPolicy,
    { currencyCode: order.currencyCode, total: order.totals.grandTotal, lines: order.lines.length },
    buyerBudget(store, company, buyer, order.currencyCode),
  );
  const approval = approvalOf(reasons);
  if (!approval) return null;
  const buyerName = `${buyer.first_name} ${buyer.last_name}`;
  const why = approval.reasons.map((reason) => `- ${reasonText(reason)}`).join('\n');
  for (const approver of firstDeciders(store, company, buyer))
    sendMail(
      store,
      approver.email,
      `Order ${order.orderRef} from ${buyerName} waits for your approval`,
      `Hi ${approver.first_name}, ${buyerName} placed order ${order.orderRef} for ${company.name} (${money(order.totals.grandTotal, order.currencyCode)}). It waits for an approver because:\n${why}\nApprove or decline it on the order page.`,
      `/my-account/orders/${encodeURIComponent(order.id)}/`,
    );
  return approval;
}

export function approvalRoutes(app: MockApp) {
  app.post('/api/enad/get-approval-policy/', (c) => {
    const found = companyFor(c, bodyOf<{ company_id: string }>(c).company_id);
    if (found instanceof Response) return found;
    const { user, company } = found;
    const policy = policyOf(company);
    // An admin chooses among the members; anyone else sees the names of those the budgets are for (the users
    // list itself is the admins').
    const named = new Set(
      policy.budgets.flatMap((b) => (b.subject.kind === 'user' ? [b.subject.userId] : [])),
    );
    const members = c.var.store.data.users
      .filter((member) => membershipOf(member, company.id)?.role === 'customer')
      .filter((member) => canAdminister(user, company.id) || named.has(member.id))
      .map((member) => ({
        id: member.id,
        name: `${member.first_name} ${member.last_name}`,
        level:
          membershipOf(member, company.id)?.level === 'admin' ? ('admin' as const) : ('default' as const),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'sv'));
    return c.json({ policy, members, canEdit: canAdminister(user, company.id) });
  });

  app.post('/api/enad/set-approval-policy/', (c) => {
    const { store } = c.var;
    const body = bodyOf<{ company_id: string; policy: ApprovalPolicy }>(c);
    const found = companyFor(c, body.company_id);
    if (found instanceof Response) {
      // A stranger learns no more than from any other company call: 403 for a known company.
      if (found.status !== 403) return found;
      return apiError(c, 403, 'Only a company admin may change the approval rules');
    }
    const { user, company } = found;
    if (!canAdminister(user, company.id))
      return apiError(c, 403, 'Only a company admin may change the approval rules');
    const errors = policyErrors(body.policy, {
      currencies: [...new Set(store.data.markets.map((market) => market.currency))],
      memberIds: store.data.users.filter((member) => membershipOf(member, company.id)).map((m) => m.id),
    });
    if (errors.length > 0)
      return apiError(c, 400, `The approval rules are not valid: ${errors[0]?.field} ${errors[0]?.code}`, {
        errors,
      });
    company.approvalPolicy = structuredClone(body.policy);
    return c.json({ success: true, policy: policyOf(company) });
  });

  app.post('/api/enad/get-approval-outlook/', (c) => {
    const body = bodyOf<{ company_id: string; currencyCode: string }>(c);
    const found = companyFor(c, body.company_id);
    if (found instanceof Response) return found;
    const { user, company } = found;
    const currencyCode = body.currencyCode.toUpperCase();
    return c.json({
      policy: policyOf(company),
      budget: buyerBudget(c.var.store, company, user, currencyCode),
    });
  });
}
