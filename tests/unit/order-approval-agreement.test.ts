// The approval rules of the shop (machines/order-approval/order-approval.rules.ts: the checkout's note, the tab's
// validation, the order page and the machine's guards) and of the embedded backend (server-mock/approval-rules.ts:
// what it stores and refuses) agree on a grid of orders, budgets, periods, deciders and policies (issue 33;
// decision 023's way for the order decisions).
import { describe, expect, it } from 'vitest';
import * as shop from '../../machines/order-approval/order-approval.rules';
import * as backend from '../../server-mock/approval-rules';

const policies: shop.ApprovalPolicy[] = [
  shop.emptyPolicy(),
  {
    amountRules: [
      { currencyCode: 'SEK', approverOver: 1_000_00, adminOver: 10_000_00 },
      { currencyCode: 'EUR', approverOver: null, adminOver: 500_00 },
    ],
    maxLines: 3,
    budgets: [
      {
        id: 'own',
        subject: { kind: 'user', userId: 'u-buyer' },
        currencyCode: 'SEK',
        amount: 2_000_00,
        period: 'month',
      },
      {
        id: 'lvl',
        subject: { kind: 'level', level: 'default' },
        currencyCode: 'SEK',
        amount: 5_000_00,
        period: 'quarter',
      },
      {
        id: 'eur',
        subject: { kind: 'level', level: 'admin' },
        currencyCode: 'EUR',
        amount: 100_00,
        period: 'month',
      },
    ],
  },
];

const dates = [
  '2026-09-30T23:59:59.999Z',
  '2026-10-01T00:00:00.000Z',
  '2026-11-15T12:00:00.000Z',
  '2026-11-30T23:59:59.999Z',
  '2026-12-01T00:00:00.000Z',
  '2027-01-01T00:00:00.000Z',
];
const counted: shop.CountedOrder[] = dates.flatMap((date, index) => [
  { date, currencyCode: 'SEK', total: 700_00 + index, released: index % 3 === 0 },
  { date, currencyCode: 'EUR', total: 40_00, released: false },
]);
const buyers = [
  { userId: 'u-buyer', level: 'default' },
  { userId: 'u-other', level: 'default' },
  { userId: 'u-admin', level: 'admin' },
];
const totals = [0, 99_99, 100_00, 100_01, 1_000_00, 1_000_01, 10_000_00, 10_000_01];
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('the shop and the backend agree', () => {
  it('on periods, budgets and which orders wait', () => {
    for (const now of dates.map((date) => new Date(date)))
      for (const period of ['month', 'quarter'] as const)
        expect(backend.periodOf(period, now)).toEqual(shop.periodOf(period, now));
    let compared = 0;
    for (const policy of policies)
      for (const buyer of buyers)
        for (const currencyCode of ['SEK', 'EUR', 'NOK'])
          for (const now of dates.map((date) => new Date(date))) {
            const budget = shop.budgetFor(policy, buyer, currencyCode);
            expect(backend.budgetFor(policy, buyer, currencyCode)).toEqual(budget);
            const status = budget && shop.budgetStatus(budget, counted, now);
            expect(budget && backend.budgetStatus(budget, counted, now)).toEqual(status);
            for (const total of totals)
              for (const lines of [1, 3, 4]) {
                const order = { currencyCode, total, lines };
                const reasons = shop.approvalReasons(policy, order, status);
                expect(plain(backend.approvalReasons(policy, order, status)), JSON.stringify(order)).toEqual(
                  plain(reasons),
                );
                expect(plain(backend.approvalOf(plain(reasons)))).toEqual(plain(shop.approvalOf(reasons)));
                compared++;
              }
          }
    expect(compared).toBe(2 * 3 * 3 * dates.length * totals.length * 3);
  });

  it('on who may take each step, and what a decision leaves', () => {
    const people: shop.Decider[] = [
      { userId: 'u-buyer', email: 'buyer@acme.test', isAdmin: false, isApprover: false, isSuperAdmin: false },
      { userId: 'u-lisa', email: 'lisa@acme.test', isAdmin: false, isApprover: true, isSuperAdmin: false },
      { userId: 'u-per', email: 'per@acme.test', isAdmin: false, isApprover: false, isSuperAdmin: false },
      { userId: 'u-admin', email: 'admin@acme.test', isAdmin: true, isApprover: true, isSuperAdmin: false },
      { userId: 'u-boss', email: 'boss@acme.test', isAdmin: true, isApprover: true, isSuperAdmin: false },
      {
        userId: 'u-staff',
        email: 'staff@statefront.test',
        isAdmin: false,
        isApprover: false,
        isSuperAdmin: true,
      },
    ];
    const placers = [{ userId: 'u-buyer', email: 'buyer@acme.test' }, { email: 'BUYER@acme.test' }];
    const amount = (tier: shop.ApprovalTier): shop.ApprovalReason => ({
      kind: 'amount',
      tier,
      currencyCode: 'SEK',
      threshold: 1,
      total: 2,
    });
    // Every approval a decision sequence of up to two steps reaches, from one tier and from two.
    const approvals: shop.OrderApproval[] = [];
    for (const start of [
      shop.approvalOf([amount('approver')])!,
      shop.approvalOf([amount('approver'), amount('admin')])!,
    ]) {
      approvals.push(start);
      for (const first of people)
        for (const decision of ['approved', 'declined'] as const) {
          const step = { decision, userId: first.userId, name: first.email, at: dates[2]! };
          const once = shop.decide(start, step);
          expect(plain(backend.decide(plain(start), step))).toEqual(plain(once));
          approvals.push(once);
          for (const second of people) {
            const next = { ...step, userId: second.userId, decision: 'approved' as const };
            expect(plain(backend.decide(plain(once), next))).toEqual(plain(shop.decide(once, next)));
            approvals.push(shop.decide(once, next));
          }
        }
    }
    for (const approval of approvals) {
      expect(backend.nextTier(plain(approval))).toBe(shop.nextTier(approval));
      for (const decider of people)
        for (const placer of placers)
          expect(backend.approvalRefusal(decider, placer, plain(approval))).toBe(
            shop.approvalRefusal(decider, placer, approval),
          );
    }
  });

  it('on what a policy may hold', () => {
    const known = { currencies: ['SEK', 'EUR'], memberIds: ['u-buyer'] };
    const wrong: shop.ApprovalPolicy = {
      amountRules: [
        { currencyCode: 'SEK', approverOver: 500, adminOver: 500 },
        { currencyCode: 'SEK', approverOver: -1, adminOver: 1.5 },
        { currencyCode: 'XXX', approverOver: null, adminOver: null },
        { currencyCode: 'EUR', approverOver: 2_000_000_000, adminOver: 100 },
      ],
      maxLines: 0,
      budgets: [
        {
          id: 'a',
          subject: { kind: 'user', userId: 'u-gone' },
          currencyCode: 'NOK',
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
          amount: 1.5,
          period: 'quarter',
        },
        {
          id: 'd',
          subject: { kind: 'user', userId: 'u-buyer' },
          currencyCode: 'EUR',
          amount: 1,
          period: 'month',
        },
        {
          id: 'e',
          subject: { kind: 'user', userId: 'u-buyer' },
          currencyCode: 'EUR',
          amount: 1,
          period: 'month',
        },
      ],
    };
    const tooMany = { ...shop.emptyPolicy(), maxLines: 10_001, budgets: Array(201).fill(wrong.budgets[1]) };
    for (const policy of [...policies, wrong, tooMany])
      expect(backend.policyErrors(policy, known)).toEqual(shop.policyErrors(policy, known));
    expect(shop.policyErrors(wrong, known).length).toBeGreaterThan(10);
  });
});
