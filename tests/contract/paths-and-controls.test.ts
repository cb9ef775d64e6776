// Hardening of the embedded backend (issue 16, items 10 and 11): a malformed percent-encoding in a path is a
// 400 naming the problem, not a 500; the QA controls (`/__mock/...`) exist only when asked for
// (MOCK_CONTROLS=1 in the Vite and standalone servers, `controls: true` here).
import { describe, expect, it } from 'vitest';
import { createTestBackend, testOrigin } from '../support/test-backend';

const send = (backend: ReturnType<typeof createTestBackend>, method: string, path: string) =>
  backend.fetch(new Request(`${testOrigin}${path}`, { method }));

describe('a malformed percent-encoding in the path', () => {
  it.each([
    'GET /api/products/%E0%A4%A?market=se',
    'GET /api/products/%?market=se',
    'GET /api/media/products/p-1/%C3%28.png',
    'GET /api/company-media/files/%C3%28/logo.png',
    'DELETE /api/company-media/%E0%A4%A',
  ])('%s is a 400 with an error text', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const response = await send(createTestBackend(), method, path);
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'The path has a malformed percent-encoding' },
    ]);
  });
});

describe('the QA controls', () => {
  it('are not there without controls: /__mock/reset is a 404 and changes nothing', async () => {
    const backend = createTestBackend({ controls: false });
    const before = JSON.stringify(backend.store.data);
    for (const [method, path] of [
      ['POST', '/__mock/reset'],
      ['GET', '/__mock/data/users'],
      ['GET', '/__mock/mailbox'],
      ['POST', '/__mock/faults'],
    ] as const) {
      const response = await send(backend, method, path);
      expect([response.status, await response.json()]).toEqual([
        404,
        { error: `No endpoint ${method} ${path}` },
      ]);
    }
    expect(JSON.stringify(backend.store.data)).toBe(before);
  });

  it('are there with controls (the test backend’s default): /__mock/reset answers 200', async () => {
    for (const backend of [createTestBackend(), createTestBackend({ controls: true })]) {
      const response = await send(backend, 'POST', '/__mock/reset');
      expect([response.status, await response.json()]).toEqual([200, { ok: true }]);
    }
  });
});
