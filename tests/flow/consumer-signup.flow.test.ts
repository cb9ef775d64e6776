// The consumer signup with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { consumerSignupFlow, signupMarketOf } from '../../src/features/account/consumer-signup.flow';
import { toInternational } from '../../src/lib/phone';
import { createFlowEnvironment } from '../support/flow-environment';

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
});
