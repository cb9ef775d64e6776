// The login flow with its adapter against the in-process backend, without a DOM (docs/decisions/045).

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { cartAtLogin, loginFlow } from '../../src/features/account/login.flow';
import { readChosenMarket } from '../../src/lib/chosen-market';
import { cartQueryKey } from '../../src/session/cart.queries';
import { addCartItem, startSession } from '../../src/session/cart-start';
import { createFlowEnvironment } from '../support/flow-environment';
import { logInThroughFlow } from '../support/flow-login';

describe('login flow', () => {
  it('takes the user’s market from the answer and rebuilds the cart there in the user’s store group', async () => {
    const { environment, backend, navigations } = await createFlowEnvironment({ market: 'se' });
    const { api, queryClient, session } = environment;
    // An anonymous shopper's cart in Sweden, at consumer prices.
    const actor = await session.ready();
    const token = await startSession(api, actor);
    const added = await addCartItem(api, token, actor.getSnapshot().context.market, {
      productVariantId: 'v-ts-1001-black-s',
      quantity: 1,
    });
    queryClient.setQueryData(cartQueryKey, added.cart);

    await logInThroughFlow(environment, 'mikko.laine@nordicprint.test');

    // The session is in Finland, and the market is kept for the pages outside `/{country}/`.
    expect(session.marketId()).toBe('fi');
    expect(readChosenMarket()).toBe('fi');
    // The backend holds a new cart: Finland, euros, the B2B store group, the line added again.
    const newToken = (await session.ready()).getSnapshot().context.cart?.token;
    expect(newToken).not.toBe(token);
    const stored = backend.store.runtime.sessions[newToken ?? '']?.cart;
    expect(stored?.countryCode).toBe('FI');
    expect(stored?.currencyCode).toBe('EUR');
    expect(stored?.storeGroupId).toBe('sg-b2b');
    expect(stored?.items.map((item) => item.productVariantId)).toEqual(['v-ts-1001-black-s']);
    expect(navigations).toEqual([{ to: '/my-account/overview/' }]);
  });

  it('shows the catalogue’s error on a wrong password and stores nothing', async () => {
    const { environment } = await createFlowEnvironment();
    const actor = createActor(loginFlow(environment)).start();
    actor.send({ type: 'login.change', field: 'email', value: 'buyer@acme.test' });
    actor.send({ type: 'login.change', field: 'password', value: 'Wrong-password1' });
    actor.send({ type: 'login.submit', cart: cartAtLogin(environment) });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 10_000 });
    expect(actor.getSnapshot().context.errorKey).toBe('wrongPassword');
    expect(environment.session.userToken()).toBeUndefined();
  });
});
