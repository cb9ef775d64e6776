// Flow insights (issue 20): the recorder's batches are accepted (JSON or sendBeacon's text/plain) and refused
// (shape, size, rate), and GET /api/flow-usage aggregates a small hand-made set of runs.
import { describe, expect, it } from 'vitest';
import type { FlowEvent, FlowUsage, FlowUsageList } from '../../openapi/types';
import { flowEventsBodyLimit } from '../../server-mock/routes/flow-events';
import { defaultThrottleLimits } from '../../server-mock/throttle';
import { checkoutBackend } from '../support/checkout-backend';
import { testNow } from '../support/test-backend';

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
    const recorded = {
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

function setup() {
  const backend = checkoutBackend();
  const post = (events: unknown, headers: Record<string, string> = {}) =>
    backend.call('POST', '/api/flow-events/', typeof events === 'string' ? events : { events }, headers);
  return { ...backend, post };
}

describe('POST /api/flow-events/', () => {
  it('stores a JSON batch: 202 without a body', async () => {
    const { post, backend } = setup();
    const answer = await post(runs[0]);
    expect([answer.status, answer.body]).toEqual([202, '']);
    expect(backend.store.flowLog.events('login')).toEqual(runs[0]);
  });

  it("stores sendBeacon's text/plain body holding JSON", async () => {
    const { post, backend } = setup();
    const answer = await post(JSON.stringify({ events: newsletterRun }), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.status).toBe(202);
    expect(backend.store.flowLog.events()).toEqual(newsletterRun);
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
    const { post, backend } = setup();
    const answer = await post(JSON.parse(JSON.stringify(events)));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(error);
    expect(backend.store.flowLog.events()).toEqual([]);
  });

  it('refuses a body over its limit with 413 before reading it', async () => {
    const { post, backend } = setup();
    const padded = { ...event, transitions: Array.from({ length: 64 }, () => 'x'.repeat(512)) };
    const body = JSON.stringify({ events: Array.from({ length: 10 }, (_, seq) => ({ ...padded, seq })) });
    expect(body.length).toBeGreaterThan(flowEventsBodyLimit);
    const answer = await post(body);
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatch(/too large: at most 256 kB/);
    expect(backend.store.flowLog.events()).toEqual([]);
  });

  it("refuses a client's batches over its rate with 429 and Retry-After, then accepts again", async () => {
    const { post, backend, advance } = setup();
    const { limit, windowMs } = defaultThrottleLimits.flowEventsPerClient;
    for (let i = 0; i < limit; i++) expect((await post([{ ...event, seq: i }])).status).toBe(202);
    const refused = await post([{ ...event, seq: limit }]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(backend.store.flowLog.events()).toHaveLength(limit);
    advance(windowMs);
    expect((await post([{ ...event, seq: limit }])).status).toBe(202);
  });

  it('keeps memory within its budget: the oldest batches go first', async () => {
    const backend = checkoutBackend({ flowLogBytes: 2000 });
    for (const run of runs) {
      const answer = await backend.call('POST', '/api/flow-events/', { events: run });
      expect(answer.status).toBe(202);
    }
    const kept = new Set(backend.backend.store.flowLog.events().map((recorded) => recorded.run));
    expect(kept.has('run-old')).toBe(true);
    expect(kept.has('run-a')).toBe(false);
    expect(JSON.stringify(backend.backend.store.flowLog.events()).length).toBeLessThanOrEqual(2000);
  });

  it('is forgotten at a reset', async () => {
    const { post, backend, call } = setup();
    await post(runs[0]);
    await call('POST', '/__mock/reset');
    expect(backend.store.flowLog.events()).toEqual([]);
  });
});

describe('GET /api/flow-usage/', () => {
  async function filled() {
    const setupped = setup();
    for (const run of [...runs, newsletterRun]) expect((await setupped.post(run)).status).toBe(202);
    return setupped;
  }

  it('lists sessions, completions and completion rate per flow over the last 30 days by default', async () => {
    const { call } = await filled();
    const answer = await call<FlowUsageList>('GET', '/api/flow-usage/');
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
    const { call } = await filled();
    const yesterday = (await call<FlowUsageList>('GET', '/api/flow-usage/?from=2026-11-20&to=2026-11-20'))
      .body;
    expect(yesterday.flows).toEqual([{ flow: 'login', sessions: 2, completions: 1, completionRate: 0.5 }]);
    const old = (await call<FlowUsageList>('GET', '/api/flow-usage/?from=2026-10-01&to=2026-10-31')).body;
    expect(old.flows).toEqual([{ flow: 'login', sessions: 1, completions: 1, completionRate: 1 }]);
  });

  it('gives one flow its states, transitions with shares, paths, delays and errors', async () => {
    const { call } = await filled();
    const { status, body } = await call<FlowUsage>('GET', '/api/flow-usage/login/');
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
    const { post, call } = setup();
    for (const run of ['x', 'y', 'z']) await post(loginRun(`run-${run}`, 0, [submit, succeed]));
    await post(loginRun('run-w', 0, [submit, refuse]));
    const { body } = await call<FlowUsage>('GET', '/api/flow-usage/login/?paths=1');
    expect(body.paths).toEqual([
      {
        events: ['login.submit', 'xstate.done.actor.login'],
        transitions: [['login.idle login.submit #0'], ['login.submitting xstate.done.actor.login #0']],
        count: 3,
      },
    ]);
  });

  it('answers zeros for a flow without recorded runs', async () => {
    const { call } = setup();
    const { body } = await call<FlowUsage>('GET', '/api/flow-usage/wishlist/?from=2026-11-01&to=2026-11-21');
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
    ['/api/flow-usage/Login%20page/', "'flow' must match pattern"],
  ])('refuses %s with 400', async (path, error) => {
    const { call } = setup();
    const answer = await call('GET', path);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(error);
  });
});
