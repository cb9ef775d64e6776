// The users tab's removal with its adapter against the in-process backend, without a DOM (docs/decisions/045):
// a removed user is no member of the company any more; a refusal is shown and removes nobody.

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { organisationUserRemovalFlow } from '../../src/features/account/organisation-user-removal.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { signIn } from '../support/sign-in';

async function removalOfAcmeUsers() {
  const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
  await signIn(backend, 'admin@acme.test');
  await environment.session.ready();
  const acme = backend.store.data.companies.find((company) => company.name === 'Acme AB')!;
  const userOf = (email: string) => backend.store.data.users.find((user) => user.email === email)!;
  const isMember = (email: string) =>
    userOf(email).organisations.some((membership) => membership.id === acme.id);
  const actor = createActor(organisationUserRemovalFlow(environment), {
    input: { companyId: acme.id },
  }).start();
  const ask = (email: string) => {
    const { id, first_name, last_name } = userOf(email);
    actor.send({ type: 'users.remove', userId: id, name: `${first_name} ${last_name}` });
  };
  const remove = async (email: string) => {
    ask(email);
    actor.send({ type: 'users.confirm' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
  };
  return { actor, ask, remove, isMember };
}

describe('organisation user removal flow', () => {
  it('asks first: nobody is removed until the admin confirms, and a cancel removes nobody', async () => {
    const { actor, ask, isMember } = await removalOfAcmeUsers();
    ask('buyer@acme.test');
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.userName).toBe('Johan Berg');
    expect(isMember('buyer@acme.test')).toBe(true);
    actor.send({ type: 'users.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(isMember('buyer@acme.test')).toBe(true);
  });

  it('removes the user (Johan Berg) from the company', async () => {
    const { actor, remove, isMember } = await removalOfAcmeUsers();
    expect(isMember('buyer@acme.test')).toBe(true);
    await remove('buyer@acme.test');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(isMember('buyer@acme.test')).toBe(false);
  });

  it('shows the backend’s refusal and removes nobody: an admin cannot remove themselves', async () => {
    const { actor, remove, isMember } = await removalOfAcmeUsers();
    await remove('admin@acme.test');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorMessage).toBe('You cannot remove yourself from the company');
    expect(isMember('admin@acme.test')).toBe(true);
    actor.send({ type: 'users.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
