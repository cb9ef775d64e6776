// The shared call rules of the shopping spec (section 7), each against the in-process backend.
import { describe, expect, it } from 'vitest';
import type { Fault } from '../../server-mock/store';
import { call, callData, createApiClients } from '../../src/api/clients';
import { ApiError, OutOfStockError, somethingWentWrong } from '../../src/api/errors';
import { createManagementClient } from '../../src/api/management-client';
import { createTestBackend, routeOf, testBaseUrls, testOrigin } from '../support/test-backend';

function setup(options: { userToken?: string } = {}) {
  let now = new Date('2026-11-21T09:00:00.000Z').getTime();
  const backend = createTestBackend({ clock: () => new Date(now) });
  const requests: Request[] = [];
  const sleeps: number[] = [];
  const transport = {
    fetch: (request: Request) => {
      requests.push(request);
      return backend.fetch(request);
    },
    sleep: async (ms: number) => {
      sleeps.push(ms);
    },
  };
  const api = {
    ...createApiClients({ baseUrls: testBaseUrls, ...transport, userToken: () => options.userToken }),
    management: createManagementClient({
      baseUrls: { management: testOrigin, oauth: testOrigin },
      ...transport,
    }),
  };
  const fault = (route: string, rest: Omit<Fault, 'id' | 'route'>) =>
    backend.store.faults.push({ id: `f${backend.store.faults.length}`, route, ...rest });
  const advance = (seconds: number) => {
    now += seconds * 1000;
  };
  return { backend, api, requests, sleeps, fault, advance };
}

const settingsRoute = 'GET /api/settings/';
const failure = async (pending: Promise<unknown>) => {
  const error = await pending.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('error text', () => {
  it('takes error before message', async () => {
    const { api, fault } = setup();
    fault(settingsRoute, { status: 400, body: { error: 'from error', message: 'from message' } });
    const error = await failure(callData(api.app.GET('/api/settings/')));
    expect(error.message).toBe('from error');
    expect(error.status).toBe(400);
  });
  it('takes message when there is no error', async () => {
    const { api, fault } = setup();
    fault(settingsRoute, { status: 422, body: { message: 'from message' } });
    expect((await failure(callData(api.app.GET('/api/settings/')))).message).toBe('from message');
  });
  it("falls back to 'somethingWentWrong'", async () => {
    const { api, fault } = setup();
    fault(settingsRoute, { status: 400, body: {} });
    const error = await failure(callData(api.app.GET('/api/settings/')));
    expect(error.message).toBe(somethingWentWrong);
    expect(error.isGeneric).toBe(true);
  });
  it('does not retry an error the API answered', async () => {
    const { api, fault, requests } = setup();
    fault(settingsRoute, { status: 503, body: { error: 'maintenance' } });
    expect((await failure(callData(api.app.GET('/api/settings/')))).message).toBe('maintenance');
    expect(requests).toHaveLength(1);
  });
});

describe('non-API failures', () => {
  it('retries a failure up to 3 times, 500 ms apart, and then succeeds', async () => {
    const { api, fault, requests, sleeps } = setup();
    fault(settingsRoute, { crash: true, times: 2 });
    const settings = await callData(api.app.GET('/api/settings/'));
    expect(settings.newsletterListId).toBe('statefront-news');
    expect(requests).toHaveLength(3);
    expect(sleeps).toEqual([500, 500]);
  });
  it("gives 'An unexpected error occurred' with status 500 after 3 retries", async () => {
    const { api, fault, requests, sleeps } = setup();
    fault(settingsRoute, { crash: true });
    const error = await failure(callData(api.app.GET('/api/settings/')));
    expect(error.message).toBe('An unexpected error occurred');
    expect(error.status).toBe(500);
    expect(requests).toHaveLength(4);
    expect(sleeps).toEqual([500, 500, 500]);
  });
  it('retries a network failure the same way, with the request body intact', async () => {
    const backend = createTestBackend();
    let attempts = 0;
    const api = createApiClients({
      baseUrls: testBaseUrls,
      sleep: async () => {},
      fetch: (request) => {
        attempts++;
        return attempts < 3 ? Promise.reject(new TypeError('fetch failed')) : backend.fetch(request);
      },
    });
    const answer = await callData(
      api.app.POST('/api/newsletter/subscribe/', {
        body: { email: 'retry@example.se', listId: 'statefront-news' },
      }),
    );
    expect(answer.consent.value).toBe(true);
    expect(backend.store.data.newsletter.map((entry) => entry.email)).toEqual(['retry@example.se']);
  });
});

describe('204 and out of stock', () => {
  it('gives empty data for a 204', async () => {
    const { api, fault } = setup();
    fault(settingsRoute, { status: 204 });
    expect(await call(api.app.GET('/api/settings/'))).toBeNull();
  });
  it('gives empty data for a 204 to an operation that promises a body, not an error', async () => {
    const { api, fault } = setup();
    fault('POST /api/enad/login/', { status: 204 });
    const reply = await callData(
      api.app.POST('/api/enad/login/', { body: { email: 'buyer@acme.test', password: 'Statefront1!' } }),
    );
    expect(reply).toEqual({});
  });
  it("throws the variant ids of a 404 'out of stock error'", async () => {
    const { api, fault } = setup();
    fault(settingsRoute, {
      status: 404,
      body: { error: 'out of stock error', productVariantIDs: ['v-sold-out'] },
    });
    const error = await failure(callData(api.app.GET('/api/settings/')));
    expect(error).toBeInstanceOf(OutOfStockError);
    expect((error as OutOfStockError).productVariantIds).toEqual(['v-sold-out']);
  });
  it('treats any other 404 as a plain error', async () => {
    const { api } = setup();
    const error = await failure(callData(api.app.POST('/api/set-market/', { body: { market: 'xx' } })));
    expect(error).not.toBeInstanceOf(OutOfStockError);
    expect(error.message).toBe('Market not found: xx');
  });
});

describe('management host oauth', () => {
  const storeGroups = 'GET /management/store-groups';
  it('fetches a token once and reuses it', async () => {
    const { api, requests } = setup();
    await callData(api.management.GET('/management/store-groups'));
    const answer = await callData(api.management.GET('/management/store-groups'));
    expect(answer.storeGroups.map((group) => group.id)).toContain('sg-b2b');
    expect(requests.map(routeOf)).toEqual(['POST /oauth/token', storeGroups, storeGroups]);
  });
  it('refreshes an expired token once and retries', async () => {
    const { api, requests, advance } = setup();
    await callData(api.management.GET('/management/store-groups'));
    advance(301);
    await callData(api.management.GET('/management/store-groups'));
    expect(requests.map(routeOf)).toEqual([
      'POST /oauth/token',
      storeGroups,
      storeGroups,
      'POST /oauth/token',
      storeGroups,
    ]);
  });
  it.each([401, 403])(
    "gives 'OAuth2 failed, cannot retry.' when a %i comes back after the refresh",
    async (status) => {
      const { api, fault, requests } = setup();
      fault(storeGroups, { status, body: { error: 'forbidden' } });
      const error = await failure(callData(api.management.GET('/management/store-groups')));
      expect(error.message).toBe('OAuth2 failed, cannot retry.');
      expect(error.status).toBe(status);
      expect(requests.filter((request) => routeOf(request) === 'POST /oauth/token')).toHaveLength(2);
    },
  );
  it("gives 'OAuth2 failed, cannot retry.' when the refresh itself fails", async () => {
    const { api, fault } = setup();
    fault(storeGroups, { status: 401, body: { error: 'expired' }, times: 1 });
    fault('POST /oauth/token', { status: 500, body: { error: 'down' } });
    const error = await failure(callData(api.management.GET('/management/store-groups')));
    expect(error.message).toBe('OAuth2 failed, cannot retry.');
  });
});

describe('headers and caching', () => {
  it('never lets a cart or session call come from a cache', async () => {
    const { api, requests } = setup();
    const started = await callData(
      api.shopper.POST('/shopper/sessions/start', {
        body: { storeGroupId: 'sg-consumer', countryCode: 'SE', languageCode: 'sv' },
      }),
    );
    await callData(
      api.shopper.GET('/shopper/sessions', { headers: { authorization: `Bearer ${started.token}` } }),
    );
    await callData(api.app.GET('/api/markets/'));
    expect(requests.map((request) => [routeOf(request), request.cache])).toEqual([
      ['POST /shopper/sessions/start', 'no-store'],
      ['GET /shopper/sessions', 'no-store'],
      ['GET /api/markets/', 'default'],
    ]);
  });
  it("sends the user's token as a bearer header on app calls", async () => {
    const { api, requests } = setup({ userToken: 'ut-123' });
    await callData(api.app.GET('/api/settings/'));
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer ut-123');
  });
  it('sends no authorization header without a signed-in user', async () => {
    const { api, requests } = setup();
    await callData(api.app.GET('/api/settings/'));
    expect(requests[0]?.headers.get('authorization')).toBeNull();
  });
});
