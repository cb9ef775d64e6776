// The new-password flow with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { newPasswordFlow } from '../../src/features/account/new-password.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { tokenOfLink } from '../support/flow-login';

const email = 'consumer@statefront.test';

describe('new password flow', () => {
  it('sets the password of the reset link: the new one logs in, the old one no longer', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const { api } = environment;
    await api.app.POST('/api/enad/create-reset-password-link/', { body: { email } });
    const link = backend.store.data.mailbox.find((mail) => mail.to === email)?.link ?? '';
    const actor = createActor(newPasswordFlow(environment, { resetToken: () => tokenOfLink(link, 'token') }));
    actor.start();
    actor.send({ type: 'newPassword.change', field: 'password', value: 'Nytt-losen-2026' });
    actor.send({ type: 'newPassword.change', field: 'confirm', value: 'Nytt-losen-2026' });
    actor.send({ type: 'newPassword.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.context.errorMessage !== null, {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().value).toBe('success');

    const login = (password: string) => api.app.POST('/api/enad/login/', { body: { email, password } });
    expect((await login('Nytt-losen-2026')).response.status).toBe(200);
    expect((await login('Statefront1!')).response.status).toBe(401);
  });

  it('says the link has expired when its token is unknown, and changes nothing', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const before = backend.store.data.users.find((user) => user.email === email)?.passwordHash;
    const actor = createActor(newPasswordFlow(environment, { resetToken: () => 'no-such-token' })).start();
    actor.send({ type: 'newPassword.change', field: 'password', value: 'Nytt-losen-2026' });
    actor.send({ type: 'newPassword.change', field: 'confirm', value: 'Nytt-losen-2026' });
    actor.send({ type: 'newPassword.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(backend.store.data.users.find((user) => user.email === email)?.passwordHash).toBe(before);
  });
});
