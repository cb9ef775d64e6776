// The account deletion with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { accountDeletionFlow } from '../../src/features/account/account-deletion.flow';
import { readCookie, userTokenCookie } from '../../src/lib/cookies';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

const email = 'consumer@statefront.test';

describe('account deletion flow', () => {
  it('deletes the user, clears the session and goes to the home page', async () => {
    const { environment, backend, navigations } = await createFlowEnvironment({ namespace: 'account' });
    await logInThroughFlow(environment, email);
    const token = environment.session.userToken() ?? '';
    expect(readCookie(userTokenCookie)).toBe(token);
    navigations.length = 0;

    const keyword = environment.t('deleteAccount.keyword');
    const actor = createActor(accountDeletionFlow(environment), { input: { keyword } }).start();
    actor.send({ type: 'deletion.open' });
    actor.send({ type: 'deletion.change', value: keyword });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().value).toBe('deleted');
    // The logout runs after the answer; the home page follows once it has cleared the session.
    await vi.waitFor(() => expect(navigations).toEqual([{ to: '/' }]), { timeout: 10_000 });

    expect(backend.store.data.users.some((user) => user.email === email)).toBe(false);
    expect(backend.store.runtime.userTokens[token]).toBeUndefined();
    const session = (await environment.session.ready()).getSnapshot();
    expect(session.matches('anonymous')).toBe(true);
    expect(session.context.userToken).toBeNull();
    expect(session.context.user).toBeNull();
    expect(readCookie(userTokenCookie)).toBeUndefined();
  });

  it("keeps the only admin's account and names the company that needs another admin", async () => {
    const { environment, backend, navigations } = await createFlowEnvironment({ namespace: 'account' });
    await logInThroughFlow(environment, 'lars@bergstrombygg.test');
    navigations.length = 0;

    const keyword = environment.t('deleteAccount.keyword');
    const actor = createActor(accountDeletionFlow(environment), { input: { keyword } }).start();
    actor.send({ type: 'deletion.open' });
    actor.send({ type: 'deletion.change', value: keyword });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 10_000 });
    expect(actor.getSnapshot().value).toBe('lastAdmin');
    expect(actor.getSnapshot().context.adminOf).toEqual(['Bergström Bygg AB']);

    expect(backend.store.data.users.some((user) => user.email === 'lars@bergstrombygg.test')).toBe(true);
    expect((await environment.session.ready()).getSnapshot().matches('anonymous')).toBe(false);
    expect(navigations).toEqual([]);
    actor.send({ type: 'deletion.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
