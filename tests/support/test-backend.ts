// The embedded backend in-process, with API clients that call it directly (no network, no retry waits).

import { createMockServer, type MockServer, type MockServerOptions } from '../../server-mock/app';
import { type ApiBaseUrls, createApiClients } from '../../src/api/clients';
import type { Fetch } from '../../src/api/transport';

export const testOrigin = 'http://statefront.test';
export const testBaseUrls: ApiBaseUrls = { app: testOrigin, shopper: testOrigin };
/** The clock of every in-process test: fixed, so stored dates are predictable. */
export const testNow = new Date('2026-11-21T09:00:00.000Z');

type BackendFetchWrapper = (backend: MockServer) => MockServer['fetch'];
let wrapBackendFetch: BackendFetchWrapper | undefined;
/** Wraps the fetch of every backend created from now on: the contract lane's external contract check (048). */
export function wrapEveryBackendFetch(wrapper: BackendFetchWrapper) {
  wrapBackendFetch = wrapper;
}

export function createTestBackend(options: MockServerOptions = {}): MockServer {
  // The QA controls are on in every test run (reset, mailbox, faults); a test may turn them off.
  const server = createMockServer({
    clock: () => testNow,
    validateResponses: true,
    controls: true,
    ...options,
  });
  return wrapBackendFetch ? { ...server, fetch: wrapBackendFetch(server) } : server;
}

export type TestBackend = MockServer;

export function createTestClients(fetch: Fetch, userToken?: () => string | undefined) {
  return createApiClients({ baseUrls: testBaseUrls, fetch, sleep: async () => {}, userToken });
}

/** 'METHOD /path' of a request, as faults and gates name routes. */
export const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** A route name as a pattern; `{param}` segments of a contract path template match any value. */
const routePattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Holds the requests of chosen routes until a test says how they end, so a view can be seen while its
 * actor is busy, and each actor outcome of a model path is produced by the backend on cue.
 */
export function createBackendGate(backend: TestBackend, heldRoutes: string[]) {
  const pending: { request: Request; answer: (response: Response) => void }[] = [];
  const held = heldRoutes.map(routePattern);
  // After a release, that actor's further requests (e.g. one add per stored item) go through until hold().
  let passing: RegExp[] = [];
  const fetch: Fetch = (request) => {
    const route = routeOf(request);
    const isHeld =
      held.some((pattern) => pattern.test(route)) && !passing.some((pattern) => pattern.test(route));
    if (!isHeld) return backend.fetch(request);
    return new Promise((answer) => pending.push({ request, answer }));
  };
  /** The first held request to any of these routes, waiting for one to be made. */
  const waitForRequest = async (routes: string | string[]) => {
    const patterns = [routes].flat().map(routePattern);
    for (let i = 0; i < 400; i++) {
      const index = pending.findIndex((entry) =>
        patterns.some((pattern) => pattern.test(routeOf(entry.request))),
      );
      if (index >= 0) return pending.splice(index, 1)[0]!;
      await new Promise((done) => setTimeout(done, 5));
    }
    throw new Error(`No request to ${[routes].flat().join(' or ')} was made`);
  };
  return {
    fetch,
    /** Lets the held request, and any that follow it, reach the backend, which answers them for real. */
    async release(route: string | string[], { following = true } = {}) {
      const { request, answer } = await waitForRequest(route);
      // `following: false` when the next actor calls the same route and must wait for its own step.
      if (following) passing = [route].flat().map(routePattern);
      answer(await backend.fetch(request));
    },
    /** Holds the chosen routes again (the next step decides how they end). */
    hold() {
      passing = [];
    },
    /** Makes the backend fail the held request with this message ('' for a body without one). */
    async fail(route: string | string[], message: string, body?: Record<string, unknown>, status = 500) {
      const { request, answer } = await waitForRequest(route);
      backend.store.faults.push({
        id: 'gate',
        route: routeOf(request),
        status,
        body: body ?? (message ? { error: message } : {}),
        times: 1,
      });
      answer(await backend.fetch(request));
    },
  };
}
