// The e-mail verification with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { verificationFlow } from '../../src/features/account/verification.flow';
import { createFlowEnvironment } from '../support/flow-environment';
import { tokenOfLink } from '../support/flow-login';

const email = 'unverified@statefront.test';

describe('verification flow', () => {
  it('verifies the address of the mailed link; the link then no longer works', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    await environment.api.app.POST('/api/enad/create-verify-link/', { body: { email } });
    const link = backend.store.data.mailbox.find((mail) => mail.to === email)?.link ?? '';
    const token = tokenOfLink(link, 'verify');

    const actor = createActor(verificationFlow(environment)).start();
    actor.send({ type: 'verification.start', token });
    await waitFor(actor, (snapshot) => snapshot.matches('success') || snapshot.matches('error'), {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.title).toBe('Email verified');
    expect(backend.store.data.users.find((user) => user.email === email)?.email_verified).toBe(true);

    const again = createActor(verificationFlow(environment)).start();
    again.send({ type: 'verification.start', token });
    await waitFor(again, (snapshot) => snapshot.matches('error'), { timeout: 10_000 });
    expect(again.getSnapshot().context.title).toBe('verification link not found');
  });
});
