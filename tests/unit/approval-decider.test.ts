// The shop's reading of who may take an order's next approval step (issue 33, docs/decisions/062): the list's
// short approval ('waiting for me') and the order page's full one give the rules' same answer, for every seeded
// member of Acme AB on every step of a two-tier approval.
import { describe, expect, it } from 'vitest';
import {
  approvalRefusal,
  decide,
  type OrderApproval,
} from '../../machines/order-approval/order-approval.rules';
import type { User } from '../../openapi/types';
import { approvalSummaryOf } from '../../server-mock/order-approvals';
import { createSeed } from '../../server-mock/seed/index';
import { deciderOf, placerOf, waitsForUser } from '../../src/features/orders/approval-decider';

const seed = createSeed();
const order = seed.orders.find((entry) => entry.orderRef === 'SF-100121')!;
const users = seed.users.filter(
  (user) => user.is_super_admin || user.organisations.some((membership) => membership.name === 'Acme AB'),
) as unknown as User[];
const byEmail = (email: string) => users.find((user) => user.email === email)!;

const waiting = order.approval as OrderApproval;
const lisaApproved = decide(waiting, {
  decision: 'approved',
  userId: byEmail('lisa.karlsson@acme.test').id,
  name: 'Lisa Karlsson',
  at: order.date,
});
const declined = decide(waiting, {
  decision: 'declined',
  userId: byEmail('admin@acme.test').id,
  name: 'Anna Lindqvist',
  at: order.date,
  reason: 'Nej',
});

describe("'waiting for me' asks the rules the order page asks", () => {
  for (const [name, approval] of [
    ['no step taken', waiting],
    ["the approver's step taken by Lisa", lisaApproved],
    ['declined', declined],
  ] as const)
    it(`agrees for every member of Acme AB: ${name}`, () => {
      const summary = {
        id: order.id,
        reference: order.orderRef,
        date: order.date,
        status: order.status,
        totals: { grandTotal: { amount: order.totals.grandTotal, currency: order.currencyCode } },
        organisationNumber: order.organisation_number!,
        email: order.email,
        approval: approvalSummaryOf(approval),
      };
      for (const user of users) {
        const full = approvalRefusal(deciderOf(user, order.organisation_number), placerOf(order), approval);
        expect(waitsForUser(user, summary), user.email).toBe(full === null);
      }
    });

  it('names who may take the steps of the seed', () => {
    const mayTake = (approval: OrderApproval) =>
      users
        .filter(
          (user) =>
            approvalRefusal(deciderOf(user, order.organisation_number), placerOf(order), approval) === null,
        )
        .map((user) => user.email)
        .toSorted();
    expect(mayTake(waiting)).toEqual([
      'admin@acme.test',
      'emma.svensson@acme.test',
      'lisa.karlsson@acme.test',
      'super@statefront.test',
    ]);
    expect(mayTake(lisaApproved)).toEqual([
      'admin@acme.test',
      'emma.svensson@acme.test',
      'super@statefront.test',
    ]);
    expect(mayTake(declined)).toEqual([]);
  });
});
