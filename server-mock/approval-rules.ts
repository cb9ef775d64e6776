// A company's approval rules as the order service decides them (issue 33): which placed orders wait, for whose
// decisions in which order, what a budget has left, and what a policy may hold. The backend's own rule, typed by
// the contract, in its own layer (DESIGN.md: server-mock imports no machines/): the shop's definition is
// machines/order-approval/order-approval.rules.ts, and tests/unit/order-approval-agreement.test.ts plays a grid
// of orders, budgets, deciders and policies through both so the two agree (as docs/decisions/023 does for the
// order decisions; docs/decisions/061, 062).
import type { components } from '../openapi/schemas.gen.ts';

type Schemas = components['schemas'];
export type ApprovalPolicy = Schemas['ApprovalPolicy'];
export type ApprovalReason = Schemas['ApprovalReason'];
export type ApprovalTier = Schemas['ApprovalTier'];
export type Budget = Schemas['Budget'];
export type BudgetStatus = Schemas['BudgetStatus'];
export type OrderApproval = Schemas['OrderApproval'];
type ApprovalStep = Schemas['ApprovalStep'];

export const emptyPolicy = (): ApprovalPolicy => ({ amountRules: [], maxLines: null, budgets: [] });

/** The UTC calendar month or quarter `now` falls in, on the backend's clock. */
export function periodOf(period: Budget['period'], now: Date) {
  const months = period === 'quarter' ? 3 : 1;
  const first = now.getUTCMonth() - (now.getUTCMonth() % months);
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), first, 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), first + months, 1)),
  };
}

/** The buyer's own budget in the currency, else their level's, else none. */
export function budgetFor(
  policy: ApprovalPolicy,
  buyer: { userId: string; level: string },
  currencyCode: string,
): Budget | null {
  const applies = (budget: Budget, kind: Budget['subject']['kind']) =>
    budget.currencyCode === currencyCode &&
    budget.subject.kind === kind &&
    (kind === 'user'
      ? 'userId' in budget.subject && budget.subject.userId === buyer.userId
      : 'level' in budget.subject && budget.subject.level === buyer.level);
  return (
    policy.budgets.find((budget) => applies(budget, 'user')) ??
    policy.budgets.find((budget) => applies(budget, 'level')) ??
    null
  );
}

/** An order as a budget counts it; a released one (declined, cancelled) counts nothing. */
export interface CountedOrder {
  date: string;
  currencyCode: string;
  total: number;
  released: boolean;
}

export function budgetStatus(budget: Budget, orders: readonly CountedOrder[], now: Date): BudgetStatus {
  const { start, end } = periodOf(budget.period, now);
  let spent = 0;
  for (const order of orders) {
    const at = Date.parse(order.date);
    if (!order.released && order.currencyCode === budget.currencyCode && at >= +start && at < +end)
      spent += order.total;
  }
  return {
    budgetId: budget.id,
    currencyCode: budget.currencyCode,
    amount: budget.amount,
    spent,
    left: Math.max(0, budget.amount - spent),
    period: budget.period,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
  };
}

/** Why a placed order waits; strictly over a rule, so exactly at an amount or at the budget goes through. */
export function approvalReasons(
  policy: ApprovalPolicy,
  order: { currencyCode: string; total: number; lines: number },
  budget: BudgetStatus | null,
): ApprovalReason[] {
  const { currencyCode, total, lines } = order;
  const rule = policy.amountRules.find((entry) => entry.currencyCode === currencyCode);
  const over = (threshold: number | null | undefined): threshold is number =>
    threshold !== null && threshold !== undefined && total > threshold;
  const reasons: ApprovalReason[] = [];
  if (over(rule?.approverOver))
    reasons.push({ kind: 'amount', tier: 'approver', currencyCode, threshold: rule.approverOver, total });
  if (over(rule?.adminOver))
    reasons.push({ kind: 'amount', tier: 'admin', currencyCode, threshold: rule.adminOver, total });
  if (policy.maxLines !== null && lines > policy.maxLines)
    reasons.push({ kind: 'lines', tier: 'approver', maxLines: policy.maxLines, lines });
  if (budget?.currencyCode === currencyCode && budget.spent + total > budget.amount) {
    const { amount, spent, period, periodEnd } = budget;
    reasons.push({
      kind: 'budget',
      tier: 'approver',
      currencyCode,
      budget: amount,
      spent,
      total,
      period,
      periodEnd,
    });
  }
  return reasons;
}

/** The approval a placed order is stored with: an approver's decision, then an admin's when a reason asks. */
export function approvalOf(reasons: ApprovalReason[]): OrderApproval | null {
  if (reasons.length === 0) return null;
  const tiers: ApprovalTier[] = reasons.some((reason) => reason.tier === 'admin')
    ? ['approver', 'admin']
    : ['approver'];
  return { reasons, tiers, steps: [], status: 'waiting' };
}

/** The tier the order waits for, or null when it no longer waits. */
export const nextTier = (approval: OrderApproval): ApprovalTier | null =>
  approval.status === 'waiting'
    ? (approval.tiers[approval.steps.filter((step) => step.decision === 'approved').length] ?? null)
    : null;

export interface Decider {
  userId: string;
  email: string;
  isAdmin: boolean;
  isApprover: boolean;
  isSuperAdmin: boolean;
}

export type ApprovalRefusal = 'notWaiting' | 'ownOrder' | 'notApprover' | 'needsAdmin' | 'alreadyDecided';

/** Why the decider may not take the next step: never on their own order; a super admin may take any other. */
export function approvalRefusal(
  decider: Decider,
  placer: { userId?: string; email: string },
  approval: OrderApproval,
): ApprovalRefusal | null {
  const tier = nextTier(approval);
  if (!tier) return 'notWaiting';
  if (placer.userId === decider.userId || placer.email.toLowerCase() === decider.email.toLowerCase())
    return 'ownOrder';
  if (decider.isSuperAdmin) return null;
  if (!decider.isApprover) return 'notApprover';
  if (approval.steps.some((step) => step.userId === decider.userId)) return 'alreadyDecided';
  return tier === 'admin' && !decider.isAdmin ? 'needsAdmin' : null;
}

/** The approval after an allowed decision: a decline ends it, the last tier's approval approves it. */
export function decide(approval: OrderApproval, step: Omit<ApprovalStep, 'tier'>): OrderApproval {
  const tier = nextTier(approval);
  if (!tier) return approval;
  const steps = [...approval.steps, { ...step, tier }];
  const approvals = steps.filter((entry) => entry.decision === 'approved').length;
  const status =
    step.decision === 'declined' ? 'declined' : approvals >= approval.tiers.length ? 'approved' : 'waiting';
  return { ...approval, steps, status };
}

/** What set-approval-policy refuses, field by field (the codes the shop translates). */
export function policyErrors(
  policy: ApprovalPolicy,
  known: { currencies: readonly string[]; memberIds: readonly string[] },
): { field: string; code: string }[] {
  const errors: { field: string; code: string }[] = [];
  const add = (field: string, code: string) => errors.push({ field, code });
  const isAmount = (value: number) => Number.isInteger(value) && value >= 0 && value <= 1_000_000_000;
  const currencies = new Set<string>();
  policy.amountRules.forEach(({ currencyCode, approverOver, adminOver }, index) => {
    const at = `amountRules.${index}`;
    if (!known.currencies.includes(currencyCode)) add(`${at}.currencyCode`, 'currencyUnknown');
    else if (currencies.has(currencyCode)) add(`${at}.currencyCode`, 'currencyTwice');
    currencies.add(currencyCode);
    if (approverOver === null && adminOver === null) add(`${at}.approverOver`, 'ruleEmpty');
    if (approverOver !== null && !isAmount(approverOver)) add(`${at}.approverOver`, 'amountInvalid');
    if (adminOver !== null && !isAmount(adminOver)) add(`${at}.adminOver`, 'amountInvalid');
    else if (adminOver !== null && approverOver !== null && adminOver <= approverOver)
      add(`${at}.adminOver`, 'adminNotAboveApprover');
  });
  const { maxLines } = policy;
  if (maxLines !== null && (!Number.isInteger(maxLines) || maxLines < 1 || maxLines > 10_000))
    add('maxLines', 'linesInvalid');
  if (policy.budgets.length > 200) add('budgets', 'tooManyBudgets');
  const subjects = new Set<string>();
  policy.budgets.forEach(({ subject, currencyCode, amount }, index) => {
    const at = `budgets.${index}`;
    if (!known.currencies.includes(currencyCode)) add(`${at}.currencyCode`, 'currencyUnknown');
    if (!isAmount(amount) || amount === 0) add(`${at}.amount`, 'budgetAmountInvalid');
    const who = 'userId' in subject ? `user:${subject.userId}` : `level:${subject.level}`;
    if ('userId' in subject && !known.memberIds.includes(subject.userId))
      add(`${at}.subject`, 'budgetUserUnknown');
    if (subjects.has(`${who}/${currencyCode}`)) add(`${at}.subject`, 'budgetSubjectTwice');
    subjects.add(`${who}/${currencyCode}`);
  });
  return errors;
}
