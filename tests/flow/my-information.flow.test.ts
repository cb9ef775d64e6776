// The my-information card's flow with its adapter against the in-process backend, without a DOM
// (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  myInformationFlow,
  profileMarketOf,
  profileValuesOf,
} from '../../src/features/account/my-information.flow';
import { findMarket } from '../../src/features/markets/use-market';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

const email = 'consumer@statefront.test';

describe('my information flow', () => {
  it('saves the profile in the market of the session (000:63) and hands the saved user to the session', async () => {
    const { environment, backend, markets } = await createFlowEnvironment({ namespace: 'account' });
    const user = await logInThroughFlow(environment, email);
    expect(backend.store.data.users.find((entry) => entry.email === email)?.market).toBe('se');
    // The shopper has since chosen Norway (a `/no/` page): the account pages are in it.
    const norway = findMarket(markets, 'no');
    if (!norway) throw new Error('No market no');
    environment.session.chooseMarket(norway);

    const actor = createActor(myInformationFlow(environment), {
      input: { email: user.email, values: profileValuesOf(user) },
    }).start();
    actor.send({ type: 'profile.change', values: { city: 'Oslo', phone_number: '+4791234567' } });
    actor.send({ type: 'profile.submit', market: profileMarketOf(environment, user) });
    await waitFor(actor, (snapshot) => snapshot.matches('saved') || snapshot.matches('failed'), {
      timeout: 10_000,
    });
    expect(actor.getSnapshot().value).toBe('saved');
    actor.stop();

    const stored = backend.store.data.users.find((entry) => entry.email === email);
    // The backend keeps the language lower-cased; the card sent 'NB'. The user keeps their store group.
    expect(stored).toMatchObject({
      market: 'no',
      language: 'nb',
      country_code: 'NO',
      store_group: user.store_group,
      phone_number: '+4791234567',
      address: { street: user.address?.street, zip_code: user.address?.zip_code, city: 'Oslo' },
    });
    const session = (await environment.session.ready()).getSnapshot();
    expect(session.context.user).toMatchObject({ market: 'no', address: { city: 'Oslo' } });
  });
});
