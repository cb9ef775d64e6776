// The forgot-password flow with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { forgotPasswordFlow } from '../../src/features/account/forgot-password.flow';
import { createFlowEnvironment } from '../support/flow-environment';

describe('forgot password flow', () => {
  it('mails a reset link to a verified account and waits to offer a resend', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const actor = createActor(forgotPasswordFlow(environment)).start();
    actor.send({ type: 'forgotPassword.change', email: 'consumer@statefront.test' });
    actor.send({ type: 'forgotPassword.submit' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches('form'), {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().matches({ checkEmail: 'waiting' })).toBe(true);
    actor.stop();

    const mails = backend.store.data.mailbox.filter((mail) => mail.to === 'consumer@statefront.test');
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'Reset your password',
        link: expect.stringMatching(/^\/reset-password\/new\/\?token=.+/),
      }),
    ]);
  });

  it('offers a verification link for an unverified account and mails it', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const actor = createActor(forgotPasswordFlow(environment)).start();
    actor.send({ type: 'forgotPassword.change', email: 'unverified@statefront.test' });
    actor.send({ type: 'forgotPassword.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('emailNotVerified'), { timeout: 10_000 });
    actor.send({ type: 'forgotPassword.sendVerification' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 10_000 });
    expect(actor.getSnapshot().value).toBe('emailVerfySent');
    expect(backend.store.data.mailbox.filter((mail) => mail.to === 'unverified@statefront.test')).toEqual([
      expect.objectContaining({ subject: 'Confirm your e-mail address' }),
    ]);
  });
});
