// Avarda's payment call (the spec): the query as a JSON string body, never cached, with the checkout token;
// without a checkout cookie nothing is sent and the answer is null.
import { describe, expect, it } from 'vitest';
import type { ApiClients } from '../../src/api/clients';
import { avardaPayment } from '../../src/features/checkout/checkout-session';
import type { ShopperSession } from '../../src/session/shopper-session';

const sessionWith = (checkoutToken: string | undefined) =>
  ({
    ready: async () => ({ getSnapshot: () => ({ context: { checkoutToken } }) }),
  }) as unknown as ShopperSession;

function apiRecording() {
  const calls: { path: string; init: Record<string, unknown> }[] = [];
  const api = {
    shopper: {
      POST: async (path: string, init: Record<string, unknown>) => {
        calls.push({ path, init });
        const data = { purchaseId: 'av-1', jwt: 'jwt.1', checkoutId: 'co-1' };
        return { data, response: new Response(JSON.stringify(data), { status: 200 }) };
      },
    },
  } as unknown as ApiClients;
  return { api, calls };
}

describe('avardaPayment', () => {
  it('sends nothing and answers null without a checkout cookie', async () => {
    const { api, calls } = apiRecording();
    expect(await avardaPayment(api, sessionWith(undefined), { language: 'Swedish' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('posts the query as a JSON string with the checkout token, not cached', async () => {
    const { api, calls } = apiRecording();
    const answer = await avardaPayment(api, sessionWith('chk-1'), { language: 'Finnish', redirectUrl: '/c' });
    expect(answer).toMatchObject({ purchaseId: 'av-1', jwt: 'jwt.1' });
    const [call] = calls;
    expect(call?.path).toBe('/shopper-avarda/payments');
    expect(call?.init).toMatchObject({ headers: { authorization: 'Bearer chk-1' }, cache: 'no-store' });
    const serialize = call?.init.bodySerializer as (body: unknown) => string;
    expect(serialize(call?.init.body)).toBe('{"language":"Finnish","redirectUrl":"/c"}');
  });
});
