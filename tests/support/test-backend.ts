// The embedded backend in-process, with API clients that call it directly (no network, no retry waits).

import { createMockServer, type MockServerOptions } from '../../server-mock/app';
import { type ApiBaseUrls, createApiClients } from '../../src/api/clients';
import type { Fetch } from '../../src/api/transport';

export const testOrigin = 'http://statefront.test';
export const testBaseUrls: ApiBaseUrls = {
  app: testOrigin,
  shopper: testOrigin,
  management: testOrigin,
  oauth: testOrigin,
};
/** The clock of every in-process test: fixed, so stored dates are predictable. */
export const testNow = new Date('2026-11-21T09:00:00.000Z');

export function createTestBackend(options: MockServerOptions = {}) {
  const server = createMockServer({ clock: () => testNow, validateResponses: true, ...options });
  return server;
}

export type TestBackend = ReturnType<typeof createTestBackend>;

export function createTestClients(fetch: Fetch, userToken?: () => string | undefined) {
  return createApiClients({ baseUrls: testBaseUrls, fetch, sleep: async () => {}, userToken });
}

/** 'METHOD /path' of a request, as faults and gates name routes. */
export const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/**
 * Holds the requests of chosen routes until a test says how they end, so a view can be seen while its
 * actor is busy, and each actor outcome of a model path is produced by the backend on cue.
 */
export function createBackendGate(backend: TestBackend, heldRoutes: string[]) {
  const pending: { request: Request; answer: (response: Response) => void }[] = [];
  const fetch: Fetch = (request) => {
    if (!heldRoutes.includes(routeOf(request))) return backend.fetch(request);
    return new Promise((answer) => pending.push({ request, answer }));
  };
  const waitForRequest = async (route: string) => {
    for (let i = 0; i < 200; i++) {
      const index = pending.findIndex((entry) => routeOf(entry.request) === route);
      if (index >= 0) return pending.splice(index, 1)[0]!;
      await new Promise((done) => setTimeout(done, 5));
    }
    throw new Error(`No request to ${route} was made`);
  };
  return {
    fetch,
    /** Lets the held request reach the backend, which answers it for real. */
    async release(route: string) {
      const { request, answer } = await waitForRequest(route);
      answer(await backend.fetch(request));
    },
    /** Makes the backend fail the held request with this message ('' for a body without one). */
    async fail(route: string, message: string, status = 500) {
      const { request, answer } = await waitForRequest(route);
      backend.store.faults.push({
        id: 'gate',
        route,
        status,
        body: message ? { error: message } : {},
        times: 1,
      });
      answer(await backend.fetch(request));
    },
  };
}
