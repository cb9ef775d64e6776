// Who may decide on an order (issue 33, docs/decisions/056-approvers-who-may-decide.md): the shop's reading of the rule the
// backend enforces (server-mock/routes/orders.ts, decisionRefusal), so the buttons show only where a decision
// would be accepted and everyone else is told why not.
import type { User } from '../../../openapi/types';

/** Why the user may not decide: not an approver of the order's company, or the order is their own. */
export type DecisionBlock = 'notApprover' | 'ownOrder';

/** What the rule reads of an order: who placed it and for which company (absent for a consumer's). */
export interface DecisionOrder {
  email?: string;
  organisationNumber?: string;
}

/** An organisation number as memberships and orders are compared: no spaces or dashes, upper case. */
export const bareNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** An approver of the company: its admin always, anyone else as an admin grants it in the users tab. */
export const isApproverOf = (user: User, organisationNumber: string) =>
  user.organisations.some(
    (membership) =>
      bareNumber(membership.organisation_number) === bareNumber(organisationNumber) &&
      membership.role === 'customer' &&
      (membership.level === 'admin' || membership.approver === true),
  );

/**
 * Null if the user may decide on the order: a consumer on their own order; on a company's order an approver of
 * the company (or a super admin) who did not place it.
 */
export function decisionBlock(user: User, order: DecisionOrder): DecisionBlock | null {
  if (!order.organisationNumber) return null;
  if (order.email !== undefined && order.email.toLowerCase() === user.email.toLowerCase()) return 'ownOrder';
  if (user.is_super_admin || isApproverOf(user, order.organisationNumber)) return null;
  return 'notApprover';
}
