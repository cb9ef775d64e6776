// Who the signed-in user is to an order's company approval (issue 33, docs/decisions/062-the-order-approval-path.md):
// the approval rules' decider and placer, read from the user's memberships and the order, so the order page and
// the list's 'waiting for me' ask the rules the backend judges by (machines/order-approval/order-approval.rules.ts).
import {
  type ApprovalRefusal,
  approvalRefusal,
  type Decider,
  type OrderApproval,
  type Placer,
} from '../../../machines/order-approval/order-approval.rules';
import type { Order, OrderSummary, User } from '../../../openapi/types';
import { bareNumber, isApproverOf } from './decision-permission';

/** The user as the rules see them on the company with this organisation number. */
export function deciderOf(user: User, organisationNumber: string | undefined): Decider {
  const number = organisationNumber ?? '';
  const membership = user.organisations.find(
    (entry) =>
      entry.role === 'customer' &&
      number !== '' &&
      bareNumber(entry.organisation_number) === bareNumber(number),
  );
  return {
    userId: user.id,
    email: user.email,
    isAdmin: membership?.level === 'admin',
    isApprover: number !== '' && isApproverOf(user, number),
    isSuperAdmin: user.is_super_admin,
  };
}

export const placerOf = (order: Pick<Order, 'email' | 'user_id'>): Placer => ({
  ...(order.user_id ? { userId: order.user_id } : {}),
  email: order.email,
});

/**
 * The order's approval as the rules type it. The contract's schema is looser (one object for every reason
 * kind); the backend stores only approvals the rules made.
 */
export const approvalOfOrder = (order: Pick<Order, 'approval'>) =>
  order.approval as OrderApproval | undefined;

/**
 * The list's short approval as the rules read it: the steps taken so far (all approvals while it waits, by the
 * users of `decidedBy`) and the tier it waits for.
 */
export function approvalOfSummary(summary: NonNullable<OrderSummary['approval']>): OrderApproval {
  const decidedBy = summary.decidedBy ?? [];
  return {
    reasons: [],
    tiers: [...decidedBy.map(() => 'approver' as const), ...(summary.nextTier ? [summary.nextTier] : [])],
    steps: decidedBy.map((userId) => ({
      tier: 'approver' as const,
      decision: 'approved' as const,
      userId,
      name: '',
      at: '',
    })),
    status: summary.status,
  };
}

/** Null if the user may take the step the order waits for; else why not. */
export const approvalRefusalFor = (
  user: User,
  order: Pick<Order, 'email' | 'user_id' | 'organisation_number'>,
  approval: OrderApproval,
): ApprovalRefusal | null =>
  approvalRefusal(deciderOf(user, order.organisation_number), placerOf(order), approval);

/** The list's 'waiting for me': the order waits for a step the user may take. */
export const waitsForUser = (user: User, summary: OrderSummary) =>
  summary.approval?.status === 'waiting' &&
  approvalRefusal(
    deciderOf(user, summary.organisationNumber),
    { email: summary.email ?? '' },
    approvalOfSummary(summary.approval),
  ) === null;
