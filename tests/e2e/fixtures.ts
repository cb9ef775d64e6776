// Shared steps of the e2e tests: a fresh backend per test and access to what it stored.
import { type APIRequestContext, test as base, expect } from '@playwright/test';

export const backend = (request: APIRequestContext) => ({
  reset: () => request.post('/__mock/reset'),
  fault: (fault: { route: string; status?: number; body?: unknown; latencyMs?: number; times?: number }) =>
    request.post('/__mock/faults', { data: fault }),
  data: async <T>(collection: string): Promise<T> =>
    ((await (await request.get(`/__mock/data/${collection}`)).json()) as Record<string, T>)[collection] as T,
});

export const test = base.extend<{ mock: ReturnType<typeof backend> }>({
  mock: async ({ request }, use) => {
    const mock = backend(request);
    await mock.reset();
    await use(mock);
  },
});

export { expect };
