// A company's approval rules and budgets (issue 33): which orders wait for whose decision, and in which order.
// The shop's definition, pure and without imports: the checkout's note, the company's approvals tab and the order's
// path read it, and the order-approval machine guards its steps with it. The embedded backend keeps its own
// (server-mock/approval-rules.ts); tests/unit/order-approval-agreement.test.ts keeps the two equal
// (docs/decisions/061-approval-rules-and-budgets.md).
// Amounts are minor units of their currency (öre, cents, pence), as every amount of the contract.

/** Who must decide at a step: any approver of the company, or a company admin. */
export type ApprovalTier = 'approver' | 'admin';

export type BudgetPeriod = 'month' | 'quarter';

/** The levels a budget can be set for everyone of (the contract's organisation levels). */
export type BudgetLevel = 'default' | 'admin';

/** An order total rule of one currency: over `approverOver` an approver decides; over `adminOver` an admin too. */
export interface AmountRule {
  currencyCode: string;
  approverOver: number | null;
  adminOver: number | null;
}

/** A buyer's budget (their user id) or everyone's of a level; a buyer's own budget wins over their level's. */
export type BudgetSubject = { kind: 'user'; userId: string } | { kind: 'level'; level: BudgetLevel };

export interface Budget {
  id: string;
  subject: BudgetSubject;
  currencyCode: string;
  /** What the buyer may order for in a period without an approval. */
  amount: number;
  period: BudgetPeriod;
}

export interface ApprovalPolicy {
  amountRules: AmountRule[];
  /** More lines than this need an approver; null: no line rule. */
  maxLines: number | null;
  budgets: Budget[];
}

export const emptyPolicy = (): ApprovalPolicy => ({ amountRules: [], maxLines: null, budgets: [] });

/** Why an order waits: a total rule, the line rule or the buyer's budget, with the figures that decided it. */
export type ApprovalReason =
  | { kind: 'amount'; tier: ApprovalTier; currencyCode: string; threshold: number; total: number }
  | { kind: 'lines'; tier: 'approver'; maxLines: number; lines: number }
  | {
      kind: 'budget';
      tier: 'approver';
      currencyCode: string;
      budget: number;
      spent: number;
      total: number;
      period: BudgetPeriod;
      periodEnd: string;
    };

/** One decision taken on an order's approval. */
export interface ApprovalStep {
  tier: ApprovalTier;
  decision: 'approved' | 'declined';
  userId: string;
  name: string;
  at: string;
  reason?: string;
}

export type ApprovalStatus = 'waiting' | 'approved' | 'declined';

/** What an order that waits for its company's approval carries: why, who must decide in order, who did. */
export interface OrderApproval {
  reasons: ApprovalReason[];
  tiers: ApprovalTier[];
  steps: ApprovalStep[];
  status: ApprovalStatus;
}

/** What the rules need of an order being placed. */
export interface OrderFigures {
  currencyCode: string;
  /** The order's grand total. */
  total: number;
  lines: number;
}

/** A budget's state for one buyer in the period `now` falls in. */
export interface BudgetStatus {
  budgetId: string;
  currencyCode: string;
  amount: number;
  spent: number;
  left: number;
  period: BudgetPeriod;
  periodStart: string;
  periodEnd: string;
}

/** The largest amount a rule or budget may hold: 10 million in major units (a typo guard, not a business limit). */
export const maxAmount = 1_000_000_000;
export const maxLineLimit = 10_000;
export const maxBudgets = 200;

// ----- Periods (UTC, on the backend's clock) -----

/** The calendar month or quarter `now` falls in: its first instant and the first instant after it. */
export function periodOf(period: BudgetPeriod, now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const first = period === 'month' ? month : month - (month % 3);
  const length = period === 'month' ? 1 : 3;
  return { start: new Date(Date.UTC(year, first, 1)), end: new Date(Date.UTC(year, first + length, 1)) };
}

// ----- Budgets -----

/** The budget that applies to a buyer in a currency: their own first, else their level's; null if none. */
export function budgetFor(
  policy: ApprovalPolicy,
  buyer: { userId: string; level: string },
  currencyCode: string,
): Budget | null {
  const inCurrency = policy.budgets.filter((budget) => budget.currencyCode === currencyCode);
  return (
    inCurrency.find((budget) => budget.subject.kind === 'user' && budget.subject.userId === buyer.userId) ??
    inCurrency.find((budget) => budget.subject.kind === 'level' && budget.subject.level === buyer.level) ??
    null
  );
}

/** An order counted against a buyer's budget: when, in which currency, for how much, and whether declined. */
export interface CountedOrder {
  date: string;
  currencyCode: string;
  total: number;
  /** A declined (or cancelled) order releases what it took of the budget. */
  released: boolean;
}

/** What the buyer has spent of the budget in the current period, and what is left (never below 0). */
export function budgetStatus(budget: Budget, orders: readonly CountedOrder[], now: Date): BudgetStatus {
  const { start, end } = periodOf(budget.period, now);
  const spent = orders
    .filter((order) => !order.released && order.currencyCode === budget.currencyCode)
    .filter((order) => {
      const at = Date.parse(order.date);
      return at >= start.getTime() && at < end.getTime();
    })
    .reduce((sum, order) => sum + order.total, 0);
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

// ----- Which orders wait -----

/**
 * Why an order must wait, empty if it goes through at once. "Over" is strictly more: an order of exactly a rule's
 * amount, or exactly what is left of the budget, goes through. Rules of another currency do not apply.
 */
export function approvalReasons(
  policy: ApprovalPolicy,
  order: OrderFigures,
  budget: BudgetStatus | null,
): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  const rule = policy.amountRules.find((candidate) => candidate.currencyCode === order.currencyCode);
  if (rule?.approverOver != null && order.total > rule.approverOver)
    reasons.push({
      kind: 'amount',
      tier: 'approver',
      currencyCode: order.currencyCode,
      threshold: rule.approverOver,
      total: order.total,
    });
  if (rule?.adminOver != null && order.total > rule.adminOver)
    reasons.push({
      kind: 'amount',
      tier: 'admin',
      currencyCode: order.currencyCode,
      threshold: rule.adminOver,
      total: order.total,
    });
  if (policy.maxLines != null && order.lines > policy.maxLines)
    reasons.push({ kind: 'lines', tier: 'approver', maxLines: policy.maxLines, lines: order.lines });
  if (budget && budget.currencyCode === order.currencyCode && budget.spent + order.total > budget.amount)
    reasons.push({
      kind: 'budget',
      tier: 'approver',
      currencyCode: budget.currencyCode,
      budget: budget.amount,
      spent: budget.spent,
      total: order.total,
      period: budget.period,
      periodEnd: budget.periodEnd,
    });
  return reasons;
}

/** The decisions the reasons need, in order: an approver's, then an admin's when a reason needs one. */
export function requiredTiers(reasons: readonly ApprovalReason[]): ApprovalTier[] {
  if (reasons.length === 0) return [];
  return reasons.some((reason) => reason.tier === 'admin') ? ['approver', 'admin'] : ['approver'];
}

/** A new order's approval, or null when nothing holds it (it goes through exactly as without rules). */
export function approvalOf(reasons: ApprovalReason[]): OrderApproval | null {
  if (reasons.length === 0) return null;
  return { reasons, tiers: requiredTiers(reasons), steps: [], status: 'waiting' };
}

/** The tier whose decision the order waits for, or null when it no longer waits. */
export function nextTier(approval: OrderApproval): ApprovalTier | null {
  if (approval.status !== 'waiting') return null;
  const approved = approval.steps.filter((step) => step.decision === 'approved').length;
  return approval.tiers[approved] ?? null;
}

// ----- Who may decide -----

/** The decider as the rules see them: their membership of the order's company. */
export interface Decider {
  userId: string;
  email: string;
  /** A company admin (level admin, role customer). */
  isAdmin: boolean;
  /** An approver: an admin, or granted by an admin (docs/decisions/056). */
  isApprover: boolean;
  isSuperAdmin: boolean;
}

/** Who placed the order. */
export interface Placer {
  userId?: string;
  email: string;
}

export type ApprovalRefusal =
  /** The order no longer waits (approved or declined). */
  | 'notWaiting'
  /** Nobody approves their own order, admins included. */
  | 'ownOrder'
  /** Not an approver of the company. */
  | 'notApprover'
  /** The step waits for a company admin. */
  | 'needsAdmin'
  /** The decider already approved an earlier step: the admin's step is someone else's. */
  | 'alreadyDecided';

/**
 * Why the decider may not take the order's next step, or null if they may. A super admin (the shop's staff)
 * may take any step but never on an order they placed.
 */
export function approvalRefusal(
  decider: Decider,
  placer: Placer,
  approval: OrderApproval,
): ApprovalRefusal | null {
  const tier = nextTier(approval);
  if (tier === null) return 'notWaiting';
  const ownOrder =
    (placer.userId !== undefined && placer.userId === decider.userId) ||
    placer.email.toLowerCase() === decider.email.toLowerCase();
  if (ownOrder) return 'ownOrder';
  if (decider.isSuperAdmin) return null;
  if (!decider.isApprover) return 'notApprover';
  if (approval.steps.some((step) => step.userId === decider.userId)) return 'alreadyDecided';
  if (tier === 'admin' && !decider.isAdmin) return 'needsAdmin';
  return null;
}

/**
 * The approval after a decision the rules allowed: an approval at the last tier approves the order, at an earlier
 * tier it waits for the next; a decline at any tier declines it.
 */
export function decide(approval: OrderApproval, step: Omit<ApprovalStep, 'tier'>): OrderApproval {
  const tier = nextTier(approval);
  if (tier === null) return approval;
  const steps = [...approval.steps, { ...step, tier }];
  const approvedAll = steps.filter((entry) => entry.decision === 'approved').length >= approval.tiers.length;
  const status: ApprovalStatus =
    step.decision === 'declined' ? 'declined' : approvedAll ? 'approved' : 'waiting';
  return { ...approval, steps, status };
}

// ----- Validation of a policy (the tab's form and the backend's 400) -----

export type PolicyErrorCode =
  | 'amountInvalid'
  | 'adminNotAboveApprover'
  | 'currencyUnknown'
  | 'currencyTwice'
  | 'ruleEmpty'
  | 'linesInvalid'
  | 'budgetAmountInvalid'
  | 'budgetSubjectTwice'
  | 'budgetUserUnknown'
  | 'tooManyBudgets';

/** A field path in the policy (`amountRules.0.adminOver`, `budgets.2.amount`, `maxLines`) and what is wrong there. */
export interface PolicyError {
  field: string;
  code: PolicyErrorCode;
}

const isAmount = (value: number) => Number.isInteger(value) && value >= 0 && value <= maxAmount;

/**
 * What is wrong with a policy, empty if nothing: amounts whole minor units from 0 to `maxAmount`, the admin's
 * amount above the approver's, one rule per currency and only the shop's currencies, a line limit from 1 to
 * `maxLineLimit`, budgets above 0, one budget per subject and currency, and only the company's members as
 * subjects.
 */
export function policyErrors(
  policy: ApprovalPolicy,
  known: { currencies: readonly string[]; memberIds: readonly string[] },
): PolicyError[] {
  const errors: PolicyError[] = [];
  const seenCurrencies = new Set<string>();
  policy.amountRules.forEach((rule, index) => {
    const at = `amountRules.${index}`;
    if (!known.currencies.includes(rule.currencyCode))
      errors.push({ field: `${at}.currencyCode`, code: 'currencyUnknown' });
    else if (seenCurrencies.has(rule.currencyCode))
      errors.push({ field: `${at}.currencyCode`, code: 'currencyTwice' });
    seenCurrencies.add(rule.currencyCode);
    if (rule.approverOver === null && rule.adminOver === null)
      errors.push({ field: `${at}.approverOver`, code: 'ruleEmpty' });
    if (rule.approverOver !== null && !isAmount(rule.approverOver))
      errors.push({ field: `${at}.approverOver`, code: 'amountInvalid' });
    if (rule.adminOver !== null && !isAmount(rule.adminOver))
      errors.push({ field: `${at}.adminOver`, code: 'amountInvalid' });
    else if (rule.adminOver !== null && rule.approverOver !== null && rule.adminOver <= rule.approverOver)
      errors.push({ field: `${at}.adminOver`, code: 'adminNotAboveApprover' });
  });
  if (
    policy.maxLines !== null &&
    (!Number.isInteger(policy.maxLines) || policy.maxLines < 1 || policy.maxLines > maxLineLimit)
  )
    errors.push({ field: 'maxLines', code: 'linesInvalid' });
  if (policy.budgets.length > maxBudgets) errors.push({ field: 'budgets', code: 'tooManyBudgets' });
  const seenSubjects = new Set<string>();
  policy.budgets.forEach((budget, index) => {
    const at = `budgets.${index}`;
    if (!known.currencies.includes(budget.currencyCode))
      errors.push({ field: `${at}.currencyCode`, code: 'currencyUnknown' });
    if (!isAmount(budget.amount) || budget.amount === 0)
      errors.push({ field: `${at}.amount`, code: 'budgetAmountInvalid' });
    if (budget.subject.kind === 'user' && !known.memberIds.includes(budget.subject.userId))
      errors.push({ field: `${at}.subject`, code: 'budgetUserUnknown' });
    const subject =
      budget.subject.kind === 'user' ? `user:${budget.subject.userId}` : `level:${budget.subject.level}`;
    const key = `${subject}/${budget.currencyCode}`;
    if (seenSubjects.has(key)) errors.push({ field: `${at}.subject`, code: 'budgetSubjectTwice' });
    seenSubjects.add(key);
  });
  return errors;
}
