// Flow insights (issue 20): the recorder's batches are accepted (JSON or sendBeacon's text/plain) and refused
// (shape, size, rate, flows outside the registry), and GET /api/flow-usage aggregates a small hand-made set of
// runs for a flow analyst only, throttled, cached, without holding up the shop (issue 31, decision 047).
import { describe, expect, it, vi } from 'vitest';
import { flows } from '../../machines/index';
import type { FlowEvent, FlowUsage, FlowUsageList } from '../../openapi/types';
import { createMockServer } from '../../server-mock/app';
import { flowEventsBodyLimit } from '../../server-mock/insights/routes';
import { defaultThrottleLimits } from '../../server-mock/throttle';
import { bearer, checkoutBackend, type ErrorBody } from '../support/checkout-backend';
import { testNow, testOrigin } from '../support/test-backend';
import { appendFlowEvents, generateFlowSample } from '../tools/flow-sample';

const day = 86_400_000;
const at = (daysAgo: number, ms = 0) => testNow.getTime() - daysAgo * day + ms;

type Step = readonly [
  event: string,
  to: readonly string[],
  transitions: readonly string[],
  status?: FlowEvent['status'],
];

/** A run of the login machine: its events from the init, a second apart. */
function loginRun(run: string, daysAgo: number, steps: Step[]): FlowEvent[] {
  let from: string[] = [];
  const init: Step = ['xstate.init', ['login.idle'], []];
  return [init, ...steps].map(([event, to, transitions, status = 'active'], seq) => {
    const recorded: FlowEvent = {
      run,
      flow: 'login',
      seq,
      at: at(daysAgo, seq * 1000),
      event,
      from,
      to: [...to],
      transitions: [...transitions],
      status,
    };
    from = [...to];
    return recorded;
  });
}

const submit: Step = ['login.submit', ['login.submitting'], ['login.idle login.submit #0']] as const;
const succeed: Step = [
  'xstate.done.actor.login',
  ['login.success'],
  ['login.submitting xstate.done.actor.login #0'],
  'done',
] as const;
const refuse: Step = [
  'xstate.error.actor.login',
  ['login.failed'],
  ['login.submitting xstate.error.actor.login #0'],
] as const;
const clear: Step = [
  'xstate.after.5000.login.failed',
  ['login.idle'],
  ['login.failed xstate.after.5000.login.failed #0'],
] as const;
const stop: Step = ['xstate.stop', ['login.idle'], [], 'stopped'] as const;

/** Four runs today and yesterday: two succeed (one after an error), one drops off, one stops; one old run. */
const runs = [
  loginRun('run-a', 0, [submit, succeed]),
  loginRun('run-b', 1, [submit, refuse, clear, submit, succeed]),
  loginRun('run-c', 1, [submit, refuse]),
  loginRun('run-d', 0, [stop]),
  loginRun('run-old', 40, [submit, succeed]),
];
const newsletterRun: FlowEvent[] = [
  {
    run: 'run-n',
    flow: 'newsletter',
    seq: 0,
    at: at(0),
    event: 'xstate.init',
    from: [],
    to: ['newsletter.idle'],
    transitions: [],
    status: 'active',
  },
];

/** The seeded flow analyst (docs/decisions/047): the only user whose token reads the usage. */
const analyst = 'analyst@statefront.test';

function setup(options: Parameters<typeof checkoutBackend>[0] = {}) {
  const backend = checkoutBackend(options);
  const post = (events: unknown, headers: Record<string, string> = {}) =>
    backend.call('POST', '/api/flow-events/', typeof events === 'string' ? events : { events }, headers);
  let analystToken: string | undefined;
  /** A usage read with the analyst's token (signed in at the first read), or the token given ('' for none). */
  const read = async <T = ErrorBody>(path: string, token?: string, method = 'GET') => {
    analystToken ??= (await backend.login(analyst, 'Statefront1!')).body.access_token!;
    const used = token ?? analystToken;
    return backend.call<T>(method, path, undefined, used ? bearer(used) : {});
  };
  /** What the insights store holds (of a flow, or every flow). */
  const stored = async (flow?: string) => (await backend.backend.store.insights.store()).events(flow);
  return { ...backend, post, read, stored };
}

describe('POST /api/flow-events/', () => {
  it('stores a JSON batch: 202 without a body', async () => {
    const { post, stored } = setup();
    const answer = await post(runs[0]);
    expect([answer.status, answer.body]).toEqual([202, '']);
    expect(await stored('login')).toEqual(runs[0]);
  });

  it("stores sendBeacon's text/plain body holding JSON", async () => {
    const { post, stored } = setup();
    const answer = await post(JSON.stringify({ events: newsletterRun }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.status).toBe(202);
    expect(await stored()).toEqual(newsletterRun);
  });

  const event = runs[0]![1]!;
  it.each([
    ['no events', [], "'events' must NOT have fewer than 1 items"],
    [
      '201 events',
      Array.from({ length: 201 }, (_, seq) => ({ ...event, seq })),
      "'events' must NOT have more than 200 items",
    ],
    ['an event payload', [{ ...event, payload: { email: 'a@b.se' } }], "'events.0.payload' is not allowed"],
    ['an unknown status', [{ ...event, status: 'paused' }], "'events.0.status'"],
    ['a negative seq', [{ ...event, seq: -1 }], "'events.0.seq'"],
    ['a run id with markup', [{ ...event, run: '<b>' }], "'events.0.run'"],
    ['a missing time', [{ ...event, at: undefined }], "'events.0.at' is required"],
    ['a too long event type', [{ ...event, event: 'x'.repeat(129) }], "'events.0.event'"],
    [
      'too many states',
      [{ ...event, to: Array.from({ length: 33 }, (_, i) => `login.s${i}`) }],
      "'events.0.to'",
    ],
  ])('refuses %s with 400 and stores nothing', async (_, events, error) => {
    const { post, stored } = setup();
    const answer = await post(JSON.parse(JSON.stringify(events)));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(error);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body over its limit with 413 before reading it', async () => {
    const { post, stored } = setup();
    const padded = { ...event, transitions: Array.from({ length: 64 }, () => 'x'.repeat(512)) };
    const body = JSON.stringify({ events: Array.from({ length: 10 }, (_, seq) => ({ ...padded, seq })) });
    expect(body.length).toBeGreaterThan(flowEventsBodyLimit);
    const answer = await post(body);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/too large: at most 256 kB/);
    expect(await stored()).toEqual([]);
  });

  it("refuses a client's batches over its rate with 429 and Retry-After, then accepts again", async () => {
    const { post, stored, advance } = setup();
    const { limit, windowMs } = defaultThrottleLimits.flowEventsPerClient;
    for (let i = 0; i < limit; i++) expect((await post([{ ...event, seq: i }])).status).toBe(202);
    const refused = await post([{ ...event, seq: limit }]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(limit);
    advance(windowMs);
    expect((await post([{ ...event, seq: limit }])).status).toBe(202);
  });

  it('is forgotten at a reset', async () => {
    const { post, stored, call } = setup();
    await post(runs[0]);
    await call('POST', '/__mock/reset');
    expect(await stored()).toEqual([]);
  });
});

describe('GET /api/flow-usage/', () => {
  async function filled() {
    const setupped = setup();
    for (const run of [...runs, newsletterRun]) expect((await setupped.post(run)).status).toBe(202);
    return setupped;
  }

  it('lists sessions, completions and completion rate per flow over the last 30 days by default', async () => {
    const { read } = await filled();
    const answer = await read<FlowUsageList>('/api/flow-usage/');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
      flows: [
        { flow: 'login', sessions: 4, completions: 2, completionRate: 0.5 },
        { flow: 'newsletter', sessions: 1, completions: 0, completionRate: 0 },
      ],
    });
  });

  it('counts only the runs in the date range (inclusive UTC days)', async () => {
    const { read } = await filled();
    const yesterday = (await read<FlowUsageList>('/api/flow-usage/?from=2026-11-20&to=2026-11-20')).body;
    expect(yesterday.flows).toEqual([{ flow: 'login', sessions: 2, completions: 1, completionRate: 0.5 }]);
    const old = (await read<FlowUsageList>('/api/flow-usage/?from=2026-10-01&to=2026-10-31')).body;
    expect(old.flows).toEqual([{ flow: 'login', sessions: 1, completions: 1, completionRate: 1 }]);
  });

  it('gives one flow its states, transitions with shares, paths, delays and errors', async () => {
    const { read } = await filled();
    const { status, body } = await read<FlowUsage>('/api/flow-usage/login/');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      flow: 'login',
      from: '2026-10-23',
      to: '2026-11-21',
      sessions: 4,
      completions: 2,
    });
    expect(body.states).toEqual([
      { state: 'login.idle', entered: 5, sessions: 4, left: 4, dropOff: 1 },
      { state: 'login.submitting', entered: 4, sessions: 3, left: 4, dropOff: 0 },
      { state: 'login.failed', entered: 2, sessions: 2, left: 1, dropOff: 1 },
      { state: 'login.success', entered: 2, sessions: 2, left: 0, dropOff: 0 },
    ]);
    expect(body.transitions).toEqual([
      {
        transition: 'login.idle login.submit #0',
        from: 'login.idle',
        event: 'login.submit',
        to: 'login.submitting',
        count: 4,
        share: 1,
      },
      {
        transition: 'login.submitting xstate.done.actor.login #0',
        from: 'login.submitting',
        event: 'xstate.done.actor.login',
        to: 'login.success',
        count: 2,
        share: 0.5,
      },
      {
        transition: 'login.submitting xstate.error.actor.login #0',
        from: 'login.submitting',
        event: 'xstate.error.actor.login',
        to: 'login.failed',
        count: 2,
        share: 0.5,
      },
      {
        transition: 'login.failed xstate.after.5000.login.failed #0',
        from: 'login.failed',
        event: 'xstate.after.5000.login.failed',
        to: 'login.idle',
        count: 1,
        share: 1,
      },
    ]);
    const keys = (...steps: Step[]) => steps.map(([, , transitions]) => [...transitions]);
    expect(body.paths).toEqual([
      { events: [], transitions: [], count: 1 },
      { events: ['login.submit', 'xstate.done.actor.login'], transitions: keys(submit, succeed), count: 1 },
      { events: ['login.submit', 'xstate.error.actor.login'], transitions: keys(submit, refuse), count: 1 },
      {
        events: [
          'login.submit',
          'xstate.error.actor.login',
          'xstate.after.5000.login.failed',
          'login.submit',
          'xstate.done.actor.login',
        ],
        transitions: keys(submit, refuse, clear, submit, succeed),
        count: 1,
      },
    ]);
    expect(body.delays).toEqual([{ transition: 'login.failed xstate.after.5000.login.failed #0', count: 1 }]);
    expect(body.errors).toEqual([{ transition: 'login.submitting xstate.error.actor.login #0', count: 2 }]);
  });

  it('lists the most frequent paths first, as many as asked', async () => {
    const { post, read } = setup();
    for (const run of ['x', 'y', 'z']) await post(loginRun(`run-${run}`, 0, [submit, succeed]));
    await post(loginRun('run-w', 0, [submit, refuse]));
    const { body } = await read<FlowUsage>('/api/flow-usage/login/?paths=1');
    expect(body.paths).toEqual([
      {
        events: ['login.submit', 'xstate.done.actor.login'],
        transitions: [['login.idle login.submit #0'], ['login.submitting xstate.done.actor.login #0']],
        count: 3,
      },
    ]);
  });

  it('answers zeros for a flow without recorded runs', async () => {
    const { read } = setup();
    const { body } = await read<FlowUsage>('/api/flow-usage/wishlist/?from=2026-11-01&to=2026-11-21');
    expect(body).toEqual({
      flow: 'wishlist',
      from: '2026-11-01',
      to: '2026-11-21',
      sessions: 0,
      completions: 0,
      states: [],
      transitions: [],
      paths: [],
      delays: [],
      errors: [],
    });
  });

  it.each([
    ['/api/flow-usage/?from=2026-11-31', "'from' is not a calendar day"],
    ['/api/flow-usage/?from=2026-11-21&to=2026-11-20', "'from' is after 'to'"],
    ['/api/flow-usage/?to=21-11-2026', "'to' must match pattern"],
    ['/api/flow-usage/login/?paths=0', "'paths' must be >= 1"],
    ['/api/flow-usage/login/?paths=1001', "'paths' must be <= 1000"],
    ['/api/flow-usage/Login%20page/', "'flow' must be equal to one of the allowed values"],
    ['/api/flow-usage/invented-flow/', "'flow' must be equal to one of the allowed values"],
  ])('refuses %s with 400', async (path, error) => {
    const { read } = setup();
    const answer = await read(path);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(error);
  });
});

describe('who reads the usage (decision 047)', () => {
  it.each(['/api/flow-usage/', '/api/flow-usage/login/'])(
    'refuses %s without a token, with a stale one (401) and to a user who is no analyst (403)',
    async (path) => {
      const { read, login } = await (async () => {
        const backend = setup();
        expect((await backend.post(runs[0])).status).toBe(202);
        return backend;
      })();
      const anonymous = await read(path, '');
      expect([anonymous.status, anonymous.body]).toEqual([401, { error: 'Unauthorized' }]);
      expect((await read(path, 'not-a-live-token')).status).toBe(401);
      for (const email of ['consumer@statefront.test', 'admin@acme.test', 'super@statefront.test']) {
        const token = (await login(email, 'Statefront1!')).body.access_token!;
        const refused = await read(path, token);
        expect([email, refused.status, refused.body]).toEqual([email, 403, { error: 'Forbidden' }]);
      }
      expect((await read(path)).status).toBe(200);
    },
  );

  it("throttles an analyst's reads: 429 with Retry-After, then reads again after the window", async () => {
    const { read, advance } = setup();
    const { limit, windowMs } = defaultThrottleLimits.flowUsageReadsPerAnalyst;
    // An answer from the cache counts too: the limit is the caller's.
    for (let i = 0; i < limit; i++) expect((await read('/api/flow-usage/')).status).toBe(200);
    const refused = await read('/api/flow-usage/login/');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(windowMs / 1000);
    advance(windowMs);
    expect((await read('/api/flow-usage/login/')).status).toBe(200);
  });
});

describe('flow ids of the registry only', () => {
  it('refuses a batch naming a flow outside the registry (400) and stores none of it', async () => {
    const { post, stored } = setup();
    const invented = { ...runs[0]![0]!, run: 'run-x', flow: 'invented-flow' };
    const answer = await post([runs[0]![0], invented]);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain("'events.1.flow' must be equal to one of the allowed values");
    expect(await stored()).toEqual([]);
  });

  it('keeps the list to the registry when 1,201 invented flow ids are sent', async () => {
    const { post, read } = setup();
    for (let batch = 0; batch < 7; batch++) {
      const events = Array.from({ length: batch < 6 ? 200 : 1 }, (_, index) => ({
        ...runs[0]![0]!,
        run: `run-${batch}-${index}`,
        flow: `flow-${batch * 200 + index}`,
      }));
      expect((await post(events)).status).toBe(400);
    }
    expect((await post(runs[0])).status).toBe(202);
    const { status, body } = await read<FlowUsageList>('/api/flow-usage/');
    expect(status).toBe(200);
    expect(body.flows.map((flow) => flow.flow)).toEqual(['login']);
  });
});

// The stores' own query tests, against DuckDB and ClickHouse: tests/unit/flow-store.test.ts.
describe('figures of the stored events (decisions 047, 057)', () => {
  it('count a run on the UTC day of its first event, with all its events', async () => {
    const { post, read } = setup();
    // Starts a minute before midnight, succeeds after it.
    const run = loginRun('run-midnight', 1, [submit, succeed]).map((event, seq) => ({
      ...event,
      at: Date.parse('2026-11-20T23:59:00Z') + seq * 40_000,
    }));
    expect((await post(run)).status).toBe(202);
    const day = async (date: string) =>
      (await read<FlowUsage>(`/api/flow-usage/login/?from=${date}&to=${date}`)).body;
    expect(await day('2026-11-20')).toMatchObject({ sessions: 1, completions: 1 });
    expect((await day('2026-11-20')).transitions.map((row) => row.count)).toEqual([1, 1]);
    expect(await day('2026-11-21')).toMatchObject({ sessions: 0, transitions: [] });
  });

  it('answers a range from the cache until events of its flow arrive', async () => {
    const { post, read, backend } = setup();
    expect((await post(runs[0])).status).toBe(202);
    const days = vi.spyOn(await backend.store.insights.store(), 'figures');
    const login = async () => (await read<FlowUsage>('/api/flow-usage/login/')).body.sessions;
    expect(await login()).toBe(1);
    expect(await login()).toBe(1);
    expect(days).toHaveBeenCalledTimes(1);
    // Another flow's events leave it cached; the list is made again.
    expect((await post(newsletterRun)).status).toBe(202);
    expect(await login()).toBe(1);
    expect(days).toHaveBeenCalledTimes(1);
    expect((await read<FlowUsageList>('/api/flow-usage/')).body.flows).toHaveLength(2);
    // The flow's own events make it again; another range is an answer of its own.
    expect((await post(runs[1])).status).toBe(202);
    expect(await login()).toBe(2);
    expect((await read<FlowUsage>('/api/flow-usage/login/?from=2026-11-21')).body.sessions).toBe(1);
  });

  it('answers 20 concurrent reads over 48,000 events while a shop call stays fast', async () => {
    // The backend as the servers run it: no contract check of the answers, no Prism in between (they would
    // cost the test, not the server); in-process, so nothing but the backend's own work is measured.
    const server = createMockServer({ clock: () => testNow });
    const get = async (path: string, token?: string) => {
      const response = await server.fetch(
        new Request(`${testOrigin}${path}`, token ? { headers: bearer(token) } : {}),
      );
      await response.arrayBuffer();
      return response.status;
    };
    // The demo sample of 1,000 runs, five times over under other run ids: about 50,000 events.
    const sample = generateFlowSample({ seed: 7, runs: 1000, base: '2026-11-21' });
    const events = [0, 1, 2, 3, 4].flatMap((copy) =>
      sample.map((event) => ({ ...event, run: `${event.run}-${copy}` })),
    );
    await appendFlowEvents(server.store.insights, events);
    expect(events.length).toBeGreaterThanOrEqual(48_000);
    const login = await server.fetch(
      new Request(`${testOrigin}/api/enad/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: analyst, password: 'Statefront1!' }),
      }),
    );
    const { access_token: token } = (await login.json()) as { access_token: string };
    // Twenty reads of ranges and flows not asked for before (none is in the cache), then the shop's call.
    const started = performance.now();
    const reads = Array.from({ length: 20 }, (_, index) => {
      const from = `2026-10-${String(index + 10).padStart(2, '0')}`;
      return index % 2
        ? get(`/api/flow-usage/?from=${from}`, token)
        : get(`/api/flow-usage/${flows[index % flows.length]!.id}/?from=${from}`, token);
    });
    const shopCall = get('/api/markets/').then((status) => ({ status, ms: performance.now() - started }));
    const statuses = await Promise.all(reads);
    const allReadsMs = performance.now() - started;
    const shop = await shopCall;
    expect(statuses).toEqual(Array(20).fill(200));
    expect(shop.status).toBe(200);
    console.info(
      `${events.length} events: 20 concurrent usage reads answered in ${Math.round(allReadsMs)} ms; GET /api/markets/ meanwhile in ${Math.round(shop.ms)} ms`,
    );
    // The store answers off the event loop (DuckDB's own threads): the shop's call does not wait for the reads.
    expect(shop.ms).toBeLessThan(250);
    expect(allReadsMs).toBeLessThan(10_000);
  }, 60_000);
});

describe('DELETE /api/flow-events/runs/{run}/ (decision 058)', () => {
  it("deletes a run's events for a flow analyst only (401, 403), and its figures with them", async () => {
    const { post, read, login, call, stored } = setup();
    for (const recorded of runs) expect((await post(recorded)).status).toBe(202);
    expect((await call('DELETE', '/api/flow-events/runs/run-b/')).status).toBe(401);
    const consumer = (await login('consumer@statefront.test', 'Statefront1!')).body.access_token!;
    expect((await call('DELETE', '/api/flow-events/runs/run-b/', undefined, bearer(consumer))).status).toBe(
      403,
    );
    const before = (await read<FlowUsageList>('/api/flow-usage/')).body.flows[0]!.sessions;
    const deleted = await read<{ deleted: number }>('/api/flow-events/runs/run-b/', undefined, 'DELETE');
    expect([deleted.status, deleted.body]).toEqual([200, { deleted: runs[1]!.length }]);
    expect((await stored()).some((event) => event.run === 'run-b')).toBe(false);
    expect((await read<FlowUsageList>('/api/flow-usage/')).body.flows[0]!.sessions).toBe(before - 1);
  });
});
