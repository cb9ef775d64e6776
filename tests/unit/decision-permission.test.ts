// Who may decide on an order as the shop reads it (issue 33): the same rule as the backend's decisionRefusal.
import { describe, expect, it } from 'vitest';
import type { User } from '../../openapi/types';
import { decisionBlock } from '../../src/features/orders/decision-permission';

const acme = { id: 'c-acme-ab', name: 'Acme AB', status: 'active', organisation_number: '556677-8899' };
const userOf = (
  email: string,
  membership: Partial<User['organisations'][number]>,
  superAdmin = false,
): User => ({
  id: 'u-1',
  email,
  first_name: 'A',
  last_name: 'B',
  is_super_admin: superAdmin,
  email_verified: true,
  status: 'active',
  organisations: [{ ...acme, role: 'customer', level: 'default', ...membership }],
});
const colleagues = { email: 'admin@acme.test', organisationNumber: '5566778899' };

describe('decisionBlock', () => {
  it('lets an admin or a granted approver decide on a colleague’s company order', () => {
    expect(decisionBlock(userOf('anna@acme.test', { level: 'admin' }), colleagues)).toBeNull();
    expect(decisionBlock(userOf('buyer@acme.test', { approver: true }), colleagues)).toBeNull();
  });

  it('tells a default-level buyer and an agent that they are no approvers', () => {
    expect(decisionBlock(userOf('buyer@acme.test', {}), colleagues)).toBe('notApprover');
    expect(decisionBlock(userOf('agent@acme.test', { role: 'agent', approver: true }), colleagues)).toBe(
      'notApprover',
    );
  });

  it('never lets anyone decide on their own order, an admin or a super admin neither', () => {
    expect(decisionBlock(userOf('Admin@acme.test', { level: 'admin' }), colleagues)).toBe('ownOrder');
    expect(decisionBlock(userOf('admin@acme.test', {}, true), colleagues)).toBe('ownOrder');
  });

  it('lets a super admin decide on others’ orders and a consumer on their own', () => {
    expect(decisionBlock(userOf('super@statefront.test', {}, true), colleagues)).toBeNull();
    expect(
      decisionBlock(userOf('consumer@statefront.test', {}), { email: 'consumer@statefront.test' }),
    ).toBeNull();
  });
});
