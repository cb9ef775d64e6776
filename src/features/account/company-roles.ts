// What a user may do with a company (decisions 015 and 020): one reading of the memberships for every view.
import type { User } from '../../../openapi/types';

/** A company's agent: orders for its customers from the checkout. */
export const isAgentOf = (user: User, companyId: string | undefined) =>
  user.organisations.some((membership) => membership.id === companyId && membership.role === 'agent');

/** Edits the company and its users: a super admin, or a membership at level admin. */
export const mayAdministerCompany = (user: User, companyId: string | undefined) =>
  user.is_super_admin ||
  user.organisations.some((membership) => membership.id === companyId && membership.level === 'admin');
