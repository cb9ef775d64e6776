// The shopper session's own effects without a DOM (docs/decisions/045): what a logout leaves of the shopper
// before it, while their requests are still under way.
import { describe, expect, it } from 'vitest';
import { logout } from '../../src/features/account/logout';
import { cartTokenCookie, readCookie } from '../../src/lib/cookies';
import { ShopperChangedError, sessionTokenFor } from '../../src/session/cart-start';
import { createFlowEnvironment } from '../support/flow-environment';
import { createBackendGate, createTestBackend, testOrigin } from '../support/test-backend';

describe('shopper session', () => {
  it('a cart start still running at logout leaves the next shopper in the tab no cart', async () => {
    const backend = createTestBackend();
    const gate = createBackendGate(backend, ['POST /shopper/sessions/start']);
    let startMade: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      startMade = resolve;
    });
    const { environment } = await createFlowEnvironment({
      backend,
      fetch: (request) => {
        if (new URL(request.url).pathname === '/shopper/sessions/start') startMade();
        return gate.fetch(request);
      },
    });
    const { api, session } = environment;
    const login = await backend.fetch(
      new Request(`${testOrigin}/api/enad/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'buyer@acme.test', password: 'Statefront1!' }),
      }),
    );
    const { access_token } = (await login.json()) as { access_token: string };
    (await session.ready()).send({ type: 'session.signIn', userToken: access_token });
    await session.ready();

    // The buyer's first add starts a cart; they log out before it has answered.
    const starting = sessionTokenFor(api, session);
    const outcome = starting.then(
      () => 'taken',
      (error: unknown) => error,
    );
    await started;
    await logout(session);
    await gate.release('POST /shopper/sessions/start', { following: false });

    expect(await outcome).toBeInstanceOf(ShopperChangedError);
    const { context } = (await session.ready()).getSnapshot();
    expect(context.userToken).toBeNull();
    expect(context.cart).toBeNull();
    expect(readCookie(cartTokenCookie)).toBeUndefined();
  });
});
