// The company approval rules (issue 33): which orders wait, for whose decisions in which order, and what a budget
// has left, at the edges the issue names: exactly at an amount, one öre over, another currency, a period boundary.
import { describe, expect, it } from 'vitest';
import {
  type ApprovalPolicy,
  approvalOf,
  approvalReasons,
  approvalRefusal,
  type Budget,
  budgetFor,
  budgetStatus,
  type Decider,
  decide,
  nextTier,
  periodOf,
  policyErrors,
} from '../../machines/order-approval/order-approval.rules';

const policy: ApprovalPolicy = {
  amountRules: [{ currencyCode: 'SEK', approverOver: 1_000_00, adminOver: 10_000_00 }],
  maxLines: 30,
  budgets: [],
};
const sek = (total: number, lines = 1) => ({ currencyCode: 'SEK', total, lines });

describe('which orders wait', () => {
  it('lets an order of exactly the amount through, and holds one öre over', () => {
    expect(approvalReasons(policy, sek(1_000_00), null)).toEqual([]);
    expect(approvalReasons(policy, sek(1_000_01), null)).toEqual([
      { kind: 'amount', tier: 'approver', currencyCode: 'SEK', threshold: 1_000_00, total: 1_000_01 },
    ]);
  });

  it('needs an approver and then an admin over the second amount', () => {
    const reasons = approvalReasons(policy, sek(10_000_01), null);
    expect(reasons.map((reason) => reason.tier)).toEqual(['approver', 'admin']);
    expect(approvalOf(reasons)?.tiers).toEqual(['approver', 'admin']);
    expect(approvalOf(approvalReasons(policy, sek(10_000_00), null))?.tiers).toEqual(['approver']);
  });

  it('applies no rule of another currency', () => {
    expect(approvalReasons(policy, { currencyCode: 'EUR', total: 99_999_99, lines: 1 }, null)).toEqual([]);
  });

  it('holds more lines than the limit, not the limit itself', () => {
    expect(approvalReasons(policy, sek(1, 30), null)).toEqual([]);
    expect(approvalReasons(policy, sek(1, 31), null)).toEqual([
      { kind: 'lines', tier: 'approver', maxLines: 30, lines: 31 },
    ]);
  });

  it('goes through at once when nothing holds it', () => {
    expect(approvalOf([])).toBeNull();
  });
});

describe('budgets', () => {
  const monthly: Budget = {
    id: 'b1',
    subject: { kind: 'level', level: 'default' },
    currencyCode: 'SEK',
    amount: 5_000_00,
    period: 'month',
  };
  const own: Budget = {
    ...monthly,
    id: 'b2',
    subject: { kind: 'user', userId: 'u-buyer' },
    amount: 2_000_00,
  };

  it("takes the buyer's own budget over their level's, and none in another currency", () => {
    const withBoth = { ...policy, budgets: [monthly, own] };
    expect(budgetFor(withBoth, { userId: 'u-buyer', level: 'default' }, 'SEK')).toBe(own);
    expect(budgetFor(withBoth, { userId: 'u-other', level: 'default' }, 'SEK')).toBe(monthly);
    expect(budgetFor(withBoth, { userId: 'u-other', level: 'admin' }, 'SEK')).toBeNull();
    expect(budgetFor(withBoth, { userId: 'u-buyer', level: 'default' }, 'EUR')).toBeNull();
  });

  it('counts the orders of the period only, releases declined ones, and resets at the boundary', () => {
    const orders = [
      { date: '2026-11-30T23:59:59.999Z', currencyCode: 'SEK', total: 3_000_00, released: false },
      { date: '2026-11-10T10:00:00.000Z', currencyCode: 'SEK', total: 1_000_00, released: true },
      { date: '2026-10-31T23:59:59.999Z', currencyCode: 'SEK', total: 4_000_00, released: false },
      { date: '2026-11-12T10:00:00.000Z', currencyCode: 'EUR', total: 4_000_00, released: false },
    ];
    const november = budgetStatus(monthly, orders, new Date('2026-11-27T12:00:00Z'));
    expect(november).toMatchObject({
      spent: 3_000_00,
      left: 2_000_00,
      periodEnd: '2026-12-01T00:00:00.000Z',
    });
    const budgetOnly = { ...policy, amountRules: [] };
    expect(approvalReasons(budgetOnly, sek(2_000_00), november)).toEqual([]);
    expect(approvalReasons(budgetOnly, sek(2_000_01), november).map((reason) => reason.kind)).toEqual([
      'budget',
    ]);
    const december = budgetStatus(monthly, orders, new Date('2026-12-01T00:00:00.000Z'));
    expect(december).toMatchObject({ spent: 0, left: 5_000_00, periodStart: '2026-12-01T00:00:00.000Z' });
  });

  it('knows the quarters', () => {
    expect(periodOf('quarter', new Date('2026-11-27T00:00:00Z'))).toEqual({
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(periodOf('quarter', new Date('2026-03-31T23:59:59Z')).end).toEqual(
      new Date('2026-04-01T00:00:00Z'),
    );
  });
});

describe('who decides', () => {
  const buyer = { userId: 'u-buyer', email: 'buyer@acme.test' };
  const approver: Decider = {
    userId: 'u-lisa',
    email: 'lisa@acme.test',
    isAdmin: false,
    isApprover: true,
    isSuperAdmin: false,
  };
  const admin: Decider = { ...approver, userId: 'u-admin', email: 'admin@acme.test', isAdmin: true };
  const twoTiers = approvalOf(approvalReasons(policy, sek(20_000_00), null));
  if (!twoTiers) throw new Error('expected an approval');
  const step = (who: Decider, decision: 'approved' | 'declined') => ({
    decision,
    userId: who.userId,
    name: who.email,
    at: '2026-11-27T12:00:00.000Z',
  });

  it('refuses the buyer, a non-approver, a non-admin at the admin step and the same person twice', () => {
    expect(approvalRefusal({ ...admin, ...buyer }, buyer, twoTiers)).toBe('ownOrder');
    expect(approvalRefusal({ ...approver, isApprover: false }, buyer, twoTiers)).toBe('notApprover');
    expect(approvalRefusal(approver, buyer, twoTiers)).toBeNull();
    const afterFirst = decide(twoTiers, step(approver, 'approved'));
    expect(afterFirst.status).toBe('waiting');
    expect(nextTier(afterFirst)).toBe('admin');
    expect(approvalRefusal({ ...approver, userId: 'u-per', email: 'per@acme.test' }, buyer, afterFirst)).toBe(
      'needsAdmin',
    );
    expect(approvalRefusal({ ...admin, userId: approver.userId }, buyer, afterFirst)).toBe('alreadyDecided');
    const approved = decide(afterFirst, step(admin, 'approved'));
    expect(approved.status).toBe('approved');
    expect(approved.steps.map((entry) => entry.tier)).toEqual(['approver', 'admin']);
    expect(approvalRefusal(admin, buyer, approved)).toBe('notWaiting');
  });

  it('declines at any step', () => {
    expect(decide(twoTiers, step(approver, 'declined')).status).toBe('declined');
  });
});

describe('a policy that is wrong', () => {
  const known = { currencies: ['SEK', 'EUR'], memberIds: ['u-buyer'] };
  it('names each field', () => {
    const errors = policyErrors(
      {
        amountRules: [
          { currencyCode: 'SEK', approverOver: 500, adminOver: 500 },
          { currencyCode: 'SEK', approverOver: -1, adminOver: null },
          { currencyCode: 'XXX', approverOver: null, adminOver: null },
        ],
        maxLines: 0,
        budgets: [
          {
            id: 'a',
            subject: { kind: 'user', userId: 'u-gone' },
            currencyCode: 'EUR',
            amount: 0,
            period: 'month',
          },
          {
            id: 'b',
            subject: { kind: 'level', level: 'default' },
            currencyCode: 'EUR',
            amount: 1,
            period: 'month',
          },
          {
            id: 'c',
            subject: { kind: 'level', level: 'default' },
            currencyCode: 'EUR',
            amount: 1,
            period: 'quarter',
          },
        ],
      },
      known,
    );
    expect(errors).toEqual([
      { field: 'amountRules.0.adminOver', code: 'adminNotAboveApprover' },
      { field: 'amountRules.1.currencyCode', code: 'currencyTwice' },
      { field: 'amountRules.1.approverOver', code: 'amountInvalid' },
      { field: 'amountRules.2.currencyCode', code: 'currencyUnknown' },
      { field: 'amountRules.2.approverOver', code: 'ruleEmpty' },
      { field: 'maxLines', code: 'linesInvalid' },
      { field: 'budgets.0.amount', code: 'budgetAmountInvalid' },
      { field: 'budgets.0.subject', code: 'budgetUserUnknown' },
      { field: 'budgets.2.subject', code: 'budgetSubjectTwice' },
    ]);
    expect(policyErrors(policy, known)).toEqual([]);
  });
});
