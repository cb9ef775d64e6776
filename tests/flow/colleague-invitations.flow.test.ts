// The users tab's invitations (colleague-invitations.queries.ts) against the in-process backend, without a DOM:
// the mutations run through TanStack Query as the view's hooks run them. An unknown address is stored as an
// invitation and mailed a signup link, a verified user becomes a member at once (and is told by mail), a
// withdrawal removes the invitation. The answer is the same for both (docs/decisions/047), so an invitation
// refreshes both lists.

import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  inviteColleagueMutation,
  organisationInvitationsQueryKey,
  organisationInvitationsQueryOptions,
  withdrawInvitationMutation,
} from '../../src/features/account/colleague-invitations.queries';
import { organisationUsersQueryKey } from '../../src/features/account/companies.queries';
import { createFlowEnvironment } from '../support/flow-environment';
import { signIn } from '../support/sign-in';

async function invitationsOfAcme() {
  const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
  await signIn(backend, 'admin@acme.test');
  await environment.session.ready();
  const acme = backend.store.data.companies.find((company) => company.name === 'Acme AB')!;
  const { queryClient } = environment;
  // The lists the tab shows, so their refresh can be seen.
  await queryClient.fetchQuery(organisationInvitationsQueryOptions(environment.api, acme.id));
  queryClient.setQueryData([...organisationUsersQueryKey, acme.id], { items: [] });
  const isStale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
  let invited = 0;
  const invite = new MutationObserver(
    queryClient,
    inviteColleagueMutation(environment, acme.id, { onInvited: () => invited++ }),
  );
  const withdraw = new MutationObserver(queryClient, withdrawInvitationMutation(environment, acme.id));
  return { backend, acme, invite, withdraw, isStale, invited: () => invited };
}

describe('colleague invitations', () => {
  it('stores an invitation of an unknown address and mails it a signup link; a withdrawal removes it', async () => {
    const { backend, acme, invite, withdraw, isStale, invited } = await invitationsOfAcme();
    const answer = await invite.mutate('Ny.Kollega@acme.test');

    expect(answer.status).toBe('invited');
    const stored = backend.store.data.invitations.filter((entry) => entry.company_id === acme.id);
    expect(stored.map(({ email }) => email)).toEqual(['ny.kollega@acme.test']);
    const mail = backend.store.data.mailbox.filter((entry) => entry.to === 'ny.kollega@acme.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('Acme AB');
    expect(mail[0]?.link).toBe(`/signup/?invitation=${encodeURIComponent(stored[0]!.token)}`);
    expect(invited()).toBe(1);
    expect(isStale(organisationInvitationsQueryKey(acme.id))).toBe(true);
    expect(isStale([...organisationUsersQueryKey, acme.id])).toBe(true);

    await withdraw.mutate(stored[0]!.id);
    expect(backend.store.data.invitations.some((entry) => entry.id === stored[0]!.id)).toBe(false);
  });

  it('makes a verified user a member at once, without an invitation, with the same answer', async () => {
    const { backend, acme, invite, isStale } = await invitationsOfAcme();
    const answer = await invite.mutate('consumer@statefront.test');

    expect(answer).toEqual({ status: 'invited' });
    const user = backend.store.data.users.find((entry) => entry.email === 'consumer@statefront.test')!;
    expect(user.organisations.map((membership) => membership.id)).toContain(acme.id);
    expect(backend.store.data.invitations.filter((entry) => entry.company_id === acme.id)).toEqual([]);
    expect(isStale([...organisationUsersQueryKey, acme.id])).toBe(true);
    expect(isStale(organisationInvitationsQueryKey(acme.id))).toBe(true);
  });
});
