// The consumer signup with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ConsumerSignupValues } from '../../machines/consumer-signup/consumer-signup.machine';
import { consumerSignupFlow, signupMarketOf } from '../../src/features/account/consumer-signup.flow';
import { toInternational } from '../../src/lib/phone';
import type { FlowEnvironment } from '../../src/session/flow-environment';
import { createFlowEnvironment } from '../support/flow-environment';
import { tokenOfLink } from '../support/flow-login';

const anna: Partial<ConsumerSignupValues> = {
  first_name: 'Anna',
  last_name: 'Ek',
  email: 'anna.ek@example.test',
  password: 'Sommar2026!',
  confirmPassword: 'Sommar2026!',
  privacy: true,
};

/** A signup through the flow as the form sends it; the actor once it has settled. */
async function signUp(environment: FlowEnvironment, values: Partial<ConsumerSignupValues> = anna) {
  const actor = createActor(consumerSignupFlow(environment)).start();
  actor.send({ type: 'signup.change', values });
  actor.send({ type: 'signup.submit', market: signupMarketOf(environment) });
  await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), {
    timeout: 10_000,
  });
  return actor;
}

describe('consumer signup flow', () => {
  it('registers a visitor whose session is in Great Britain in GB, in English, with a +44 phone', async () => {
    // The visitor came from /gb/: the session is in the market last chosen, and /signup/ with it.
    const { environment, backend } = await createFlowEnvironment({ market: 'gb', namespace: 'account' });
    const market = signupMarketOf(environment);
    const actor = createActor(consumerSignupFlow(environment)).start();
    actor.send({
      type: 'signup.change',
      values: {
        first_name: 'Oliver',
        last_name: 'Bennett',
        email: 'Oliver.Bennett@Example.test',
        // As the phone field sends a local number: it starts in the market's country (000:137).
        phone_number: toInternational('07911 123456', market.country),
        password: 'Printing2026!',
        confirmPassword: 'Printing2026!',
        privacy: true,
      },
    });
    actor.send({ type: 'signup.submit', market });
    await waitFor(actor, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'), {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().value).toBe('verificationEmailSent');

    const stored = backend.store.data.users.find((user) => user.email === 'oliver.bennett@example.test');
    // The backend keeps the language lower-cased; the form sent 'EN'.
    expect(stored).toMatchObject({
      market: 'gb',
      language: 'en',
      country_code: 'GB',
      phone_number: '+447911123456',
      store_group: 'sg-consumer',
      email_verified: false,
    });
    expect(backend.store.data.mailbox.filter((mail) => mail.to === stored?.email)).toHaveLength(1);
  });

  // Issue 32, item 7: the accounts service's details mean the same on a 200 and on a refusal.
  it("shows the user-already-exists message for a 200 answering 'user already exists', not the raw text", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    backend.store.faults.push({
      id: 'answer',
      route: 'POST /api/enad/signup/',
      status: 200,
      body: { details: 'user already exists' },
      times: 1,
    });
    const actor = await signUp(environment);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({ errorKey: 'userAlreadyExists', errorMessage: null });
  });

  it("reads a refusal answering 'email not verified' as the 200: a new link and the confirm card", async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    expect((await signUp(environment)).getSnapshot().value).toBe('verificationEmailSent');
    backend.store.faults.push({
      id: 'answer',
      route: 'POST /api/enad/signup/',
      status: 403,
      body: { details: 'email not verified' },
      times: 1,
    });
    const again = await signUp(environment);
    expect(again.getSnapshot().value).toBe('verificationEmailSent');
    expect(backend.store.data.mailbox.filter((mail) => mail.to === anna.email)).toHaveLength(2);
  });

  // Issue 32, item 5: the backend mailed inside the signup and the flow asked for another link.
  it('mails one link for a second signup of an unverified address, and that link makes its password work', async () => {
    const { environment, backend } = await createFlowEnvironment({ namespace: 'account' });
    const mails = () => backend.store.data.mailbox.filter((mail) => mail.to === anna.email);
    expect((await signUp(environment)).getSnapshot().value).toBe('verificationEmailSent');
    expect(mails()).toHaveLength(1);
    // The visitor comes back, has forgotten the first password and signs up again.
    const again = await signUp(environment, {
      ...anna,
      password: 'Vinter2026!',
      confirmPassword: 'Vinter2026!',
    });
    expect(again.getSnapshot().value).toBe('verificationEmailSent');
    expect(mails()).toHaveLength(2);
    const verified = await environment.api.app.POST('/api/enad/verify-email/', {
      body: { token: tokenOfLink(mails().at(-1)!.link!, 'verify') },
    });
    expect(verified.response.status).toBe(200);
    const login = await environment.api.app.POST('/api/enad/login/', {
      body: { email: anna.email!, password: 'Vinter2026!' },
    });
    expect(login.response.status).toBe(200);
    expect(mails()).toHaveLength(2);
  });
});
