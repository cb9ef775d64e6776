// The users tab's approver switch (organisation-approvers.queries.ts) against the in-process backend, without a
// DOM: the mutation runs through TanStack Query as the view's hook runs it (issue 33). A grant is stored on the
// member's membership and the users list is read again; a refused change leaves the membership as it was.

import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { organisationUsersQueryKey } from '../../src/features/account/companies.queries';
import { setApproverMutation } from '../../src/features/account/organisation-approvers.queries';
import { createFlowEnvironment } from '../support/flow-environment';
import { signIn } from '../support/sign-in';

async function approversOfAcme(email: string) {
  const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
  await signIn(backend, email);
  await environment.session.ready();
  const acme = backend.store.data.companies.find((company) => company.name === 'Acme AB')!;
  const { queryClient } = environment;
  queryClient.setQueryData([...organisationUsersQueryKey, acme.id], { items: [] });
  const isStale = () => queryClient.getQueryState([...organisationUsersQueryKey, acme.id])?.isInvalidated;
  const membershipOf = (memberEmail: string) =>
    backend.store.data.users
      .find((user) => user.email === memberEmail)!
      .organisations.find((entry) => entry.id === acme.id)!;
  const buyer = backend.store.data.users.find((user) => user.email === 'buyer@acme.test')!;
  const grant = new MutationObserver(queryClient, setApproverMutation(environment, acme.id));
  return { grant, isStale, membershipOf, buyer };
}

describe('approver permission', () => {
  it('an admin grants a buyer approver and takes it back; the users list is read again', async () => {
    const { grant, isStale, membershipOf, buyer } = await approversOfAcme('admin@acme.test');
    expect(membershipOf('buyer@acme.test').approver).toBeUndefined();
    await expect(grant.mutate({ userId: buyer.id, approver: true })).resolves.toMatchObject({
      success: true,
      approver: true,
    });
    expect(membershipOf('buyer@acme.test').approver).toBe(true);
    expect(isStale()).toBe(true);
    await grant.mutate({ userId: buyer.id, approver: false });
    expect(membershipOf('buyer@acme.test').approver).toBe(false);
  });

  it('a buyer may not grant it, not even to themselves: nothing changes', async () => {
    const { grant, membershipOf, buyer } = await approversOfAcme('buyer@acme.test');
    await expect(grant.mutate({ userId: buyer.id, approver: true })).rejects.toThrow();
    expect(membershipOf('buyer@acme.test').approver).toBeUndefined();
  });
});
