// The flow-insights service alone (docs/decisions/057, `npm run insights`): the same calls as the embedded
// backend serves, from the same routes, over its own store, and nothing else; deleting a run (decision 058).
import { describe, expect, it, vi } from 'vitest';
import type { FlowEvent, FlowUsage, FlowUsageList } from '../../openapi/types';
import { createInsightsServer } from '../../server-mock/insights/app';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store';
import { dayMs } from '../../server-mock/insights/flow-store';
import { flowEventsBodyLimit } from '../../server-mock/insights/routes';
import { defaultThrottleLimits } from '../../server-mock/throttle';
import { testNow } from '../support/test-backend';

const origin = 'http://insights.test';
const token = 'analyst-token-1';

const run = (id: string, done = false): FlowEvent[] => [
  {
    run: id,
    flow: 'login',
    seq: 0,
    at: testNow.getTime(),
    event: 'xstate.init',
    from: [],
    to: ['login.idle'],
    transitions: [],
    status: 'active',
  },
  {
    run: id,
    flow: 'login',
    seq: 1,
    at: testNow.getTime() + 1000,
    event: 'login.submit',
    from: ['login.idle'],
    to: ['login.submitting'],
    transitions: ['login.idle login.submit #0'],
    status: done ? 'done' : 'active',
  },
];

function service() {
  let now = testNow.getTime();
  const server = createInsightsServer({
    open: () => createDuckDbStore({ threads: 1 }),
    clock: () => new Date(now),
    analystTokens: [token],
    retentionEveryMs: 0,
  });
  const call = async (method: string, path: string, body?: string, headers: Record<string, string> = {}) => {
    const response = await server.fetch(new Request(`${origin}${path}`, { method, body, headers }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : text };
  };
  const post = (events: unknown, type = 'application/json') =>
    call('POST', '/api/flow-events/', JSON.stringify({ events }), { 'content-type': type });
  const asAnalyst = (method: string, path: string) =>
    call(method, path, undefined, { authorization: `Bearer ${token}` });
  return { server, call, post, asAnalyst, advance: (ms: number) => (now += ms) };
}

describe('the insights service alone', () => {
  it('stores JSON and sendBeacon batches (202 once stored) and answers the usage to an analyst', async () => {
    const { post, asAnalyst, server } = service();
    expect((await post(run('run-a', true))).status).toBe(202);
    expect((await post(run('run-b'), 'text/plain;charset=UTF-8')).status).toBe(202);
    expect(await (await server.insights.store()).events()).toEqual([...run('run-a', true), ...run('run-b')]);
    const list = await asAnalyst('GET', '/api/flow-usage/');
    expect([list.status, (list.body as FlowUsageList).flows]).toEqual([
      200,
      [{ flow: 'login', sessions: 2, completions: 1, completionRate: 0.5 }],
    ]);
    const usage = (await asAnalyst('GET', '/api/flow-usage/login/?paths=1')).body as FlowUsage;
    expect(usage.transitions.map(({ transition, count }) => [transition, count])).toEqual([
      ['login.idle login.submit #0', 2],
    ]);
  });

  it('refuses what the embedded backend refuses: shape (400), size (413), rate (429)', async () => {
    const { post, call, advance } = service();
    expect((await post([])).status).toBe(400);
    expect((await post([{ ...run('run-a')[0], flow: 'invented' }])).body.error).toContain("'events.0.flow'");
    const large = 'x'.repeat(flowEventsBodyLimit + 1);
    const tooLarge = await call('POST', '/api/flow-events/', large, { 'content-type': 'text/plain' });
    expect([tooLarge.status, tooLarge.body.error]).toEqual([413, 'Request body too large: at most 256 kB']);
    const { limit, windowMs } = defaultThrottleLimits.flowEventsPerClient;
    for (let i = 0; i < limit; i++) expect((await post(run(`run-${i}`))).status).toBe(202);
    const refused = await post(run('run-over'));
    expect([refused.status, Number(refused.headers.get('retry-after')) > 0]).toEqual([429, true]);
    advance(windowMs);
    expect((await post(run('run-later'))).status).toBe(202);
  });

  it('reads and deletes only with an analyst token (401), and answers no other call (404)', async () => {
    const { call, post, asAnalyst } = service();
    await post([...run('run-a'), ...run('run-b')]);
    expect((await call('GET', '/api/flow-usage/')).status).toBe(401);
    expect(
      (await call('GET', '/api/flow-usage/', undefined, { authorization: 'Bearer someone-else' })).status,
    ).toBe(401);
    expect((await call('DELETE', '/api/flow-events/runs/run-a/')).status).toBe(401);
    expect((await asAnalyst('DELETE', '/api/flow-events/runs/run-a/')).body).toEqual({ deleted: 2 });
    expect((await asAnalyst('DELETE', '/api/flow-events/runs/run-a/')).body).toEqual({ deleted: 0 });
    expect((await asAnalyst('GET', '/api/flow-usage/')).body.flows[0].sessions).toBe(1);
    expect((await asAnalyst('DELETE', '/api/flow-events/runs/<b>/')).status).toBe(400);
    expect((await call('GET', '/api/markets/')).status).toBe(404);
  });

  it('lets the shop and the atlas call it from their origin (CORS)', async () => {
    const { call } = service();
    const preflight = await call('OPTIONS', '/api/flow-usage/', undefined, {
      origin: 'https://shop.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('retention (decision 058)', () => {
  it('deletes events past the retention when the store opens, and then on its schedule', async () => {
    let now = testNow.getTime();
    const old = run('run-old').map((event) => ({ ...event, at: now - 400 * dayMs }));
    const server = createInsightsServer({
      open: async () => {
        const store = await createDuckDbStore({ threads: 1, retentionDays: 396 });
        await store.append([...old, ...run('run-new')]);
        return store;
      },
      clock: () => new Date(now),
      retentionEveryMs: 20,
    });
    const store = await server.insights.store();
    expect((await store.events()).map((event) => event.run)).toEqual(['run-new', 'run-new']);
    // 397 days later, the schedule deletes the rest.
    now += 397 * dayMs;
    await vi.waitFor(async () => expect(await store.events()).toEqual([]), { timeout: 5000 });
    await server.insights.close();
  });
});
