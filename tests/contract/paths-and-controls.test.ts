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

describe('a malformed percent-encoding in a QA control (issue 31, item 8)', () => {
  const malformed = '%E0%A4%A';
  // Every control route: those with a parameter get it malformed, the others a malformed query.
  it.each([
    ['PATCH', `/__mock/data/users/${malformed}`, 'path'],
    ['PATCH', `/__mock/data/variants/${malformed}`, 'path'],
    ['PATCH', `/__mock/data/giftCards/${malformed}`, 'path'],
    ['PUT', `/__mock/sessions/${malformed}/payment-providers`, 'path'],
    ['GET', `/__mock/data/${malformed}`, 'path'],
    ['GET', `/__mock/mailbox?to=${malformed}`, 'query'],
    ['GET', `/__mock/data/users?x=${malformed}`, 'query'],
    ['POST', `/__mock/reset?x=${malformed}`, 'query'],
    ['POST', `/__mock/settings?x=${malformed}`, 'query'],
    ['POST', `/__mock/conversion-limits?x=${malformed}`, 'query'],
    ['GET', `/__mock/faults?x=${malformed}`, 'query'],
    ['POST', `/__mock/faults?x=${malformed}`, 'query'],
    ['DELETE', `/__mock/faults?x=${malformed}`, 'query'],
  ])('%s %s is a 400 naming the %s, and changes nothing', async (method, path, part) => {
    const backend = createTestBackend();
    const before = JSON.stringify(backend.store.data);
    const response = await backend.fetch(
      new Request(`${testOrigin}${path}`, {
        method,
        ...(method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      }),
    );
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: `The ${part} has a malformed percent-encoding` },
    ]);
    expect(JSON.stringify(backend.store.data)).toBe(before);
  });

  it('decodes a parameter once: a well-formed %25 is a literal %, not a second decoding that fails', async () => {
    const backend = createTestBackend();
    const response = await backend.fetch(
      new Request(`${testOrigin}/__mock/data/users/%25`, { method: 'PATCH', body: '{}' }),
    );
    expect([response.status, await response.json()]).toEqual([404, { error: 'No user %' }]);
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
      ['POST', '/__mock/clock'],
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
