// `npm run flows -- sample --seed N --runs M [--base YYYY-MM-DD] [--into URL]`: realistic recorded traffic
// for the flow atlas, made by driving the REAL machines of the registry with their scenarios' events and actor
// outcomes, recorded by the shop's own record function (machines/flow-record.ts). Deterministic for a seed and
// a base day: the runs spread over the 30 days before the base day's end.

import {
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { createFlowRecord } from '../../machines/flow-record';
import { eventsFor, serializeEvent } from '../../machines/graph';
import { type FlowEntry, flows } from '../../machines/index';
import type { FlowEvent } from '../../openapi/types';
import type { MockServer } from '../../server-mock/app';
import { createRandom } from '../../server-mock/seed/util';

export interface FlowSampleOptions {
  seed: number;
  runs: number;
  /** The last UTC day of the sample (YYYY-MM-DD); runs start in the 30 days up to its end. */
  base: string;
}

function pick<T>(random: () => number, items: { item: T; weight: number }[]): T | undefined {
  const total = items.reduce((sum, { weight }) => sum + weight, 0);
  let left = random() * total;
  for (const { item, weight } of items) {
    left -= weight;
    if (left < 0) return item;
  }
  return items[items.length - 1]?.item;
}

/** The flows shoppers use most come up more often. */
const flowWeights: Record<string, number> = {
  'shopper-session': 6,
  'cart-line': 5,
  login: 4,
  wishlist: 3,
  'checkout-provider': 3,
  'gift-card-apply': 2,
  'discount-code': 2,
  newsletter: 2,
};

/**
 * The machine with its side effects made inert: every invoked actor waits for ever (the generator sends
 * its outcome), every action that is not XState's own (assign, raise, ...) does nothing.
 */
export function inert(machine: AnyStateMachine): AnyStateMachine {
  const { actors = {}, actions = {} } = machine.implementations as {
    actors?: Record<string, unknown>;
    actions?: Record<string, unknown>;
  };
  const isBuiltIn = (action: unknown) =>
    typeof (action as { type?: unknown }).type === 'string' &&
    String((action as { type: string }).type).startsWith('xstate.');
  return machine.provide({
    actors: Object.fromEntries(
      Object.keys(actors).map((id) => [id, fromPromise(() => new Promise(() => {}))]),
    ),
    actions: Object.fromEntries(
      Object.entries(actions)
        .filter(([, action]) => !isBuiltIn(action))
        .map(([name]) => [name, () => {}]),
    ),
  } as never);
}

/** A clock whose timeouts never fire: the generator sends each delay's event itself. */
export const stillClock = { setTimeout: () => 0, clearTimeout: () => {} };

/** How likely each kind of step is: actors mostly succeed, some fail, delays pass, shoppers act. */
function weightOf(event: AnyEventObject): number {
  if (event.type.startsWith('xstate.done.actor.')) return 8;
  if (event.type.startsWith('xstate.error.actor.')) return 1.2;
  if (event.type.startsWith('xstate.after.')) return 2;
  return 4;
}

/** Milliseconds a step takes: a shopper types and reads, a server answers, a delay waits its time. */
function durationOf(event: AnyEventObject, random: () => number): number {
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.'))
    return 150 + Math.floor(random() * 1500);
  const delay = /^xstate\.after\.(\d+)\./.exec(event.type)?.[1];
  if (event.type.startsWith('xstate.after.')) return delay ? Number(delay) : 5000;
  return 2000 + Math.floor(random() * 20_000);
}

/** One run of a flow: the machine driven step by step until it ends, the shopper leaves, or 16 steps. */
function driveRun(
  entry: FlowEntry,
  machine: AnyStateMachine,
  random: () => number,
  clock: { now: number },
  inspect: (event: InspectionEvent) => void,
) {
  const actor = createActor(machine, { input: entry.scenarios.input, clock: stillClock, inspect });
  const sent = new Set<string>();
  const seen = new Set<string>();
  actor.start();
  for (let step = 0; step < 16; step++) {
    const snapshot = actor.getSnapshot();
    if (snapshot.status !== 'active') return;
    const candidates = eventsFor(entry, snapshot);
    // Some shoppers leave on the way: the view lets the actor go (xstate.stop).
    if (candidates.length === 0 || random() < 0.04) break;
    // An event's weight is shared by its sample payloads (typing has many), the first (the scenarios' valid
    // one) the likeliest; a step not yet taken in this run, and one that leads to a state not yet seen, weigh
    // more: most shoppers get somewhere.
    const payloads = new Map<string, number>();
    for (const candidate of candidates) payloads.set(candidate.type, (payloads.get(candidate.type) ?? 0) + 1);
    const firsts = new Set<string>();
    for (const node of snapshot._nodes) seen.add(node.id);
    const event = pick(
      random,
      candidates.map((candidate) => {
        const isFirst = !firsts.has(candidate.type);
        firsts.add(candidate.type);
        const count = payloads.get(candidate.type) ?? 1;
        const share = count === 1 ? 1 : isFirst ? 0.6 : 0.4 / (count - 1);
        const isNewStep = !sent.has(serializeEvent(candidate));
        const leadsOn = snapshot.machine
          .getTransitionData(snapshot as never, candidate)
          .some((transition) => (transition.target ?? []).some((target) => !seen.has(target.id)));
        return {
          item: candidate,
          weight: weightOf(candidate) * share * (isNewStep ? 1 : 0.2) * (leadsOn ? 4 : 1),
        };
      }),
    );
    if (!event) break;
    sent.add(serializeEvent(event));
    clock.now += durationOf(event, random);
    actor.send(event);
  }
  actor.stop();
}

/** The sample's FlowEvents, oldest run first. */
export function generateFlowSample({ seed, runs, base }: FlowSampleOptions): FlowEvent[] {
  const end = Date.parse(`${base}T00:00:00.000Z`) + 86_400_000;
  if (Number.isNaN(end)) throw new Error(`'${base}' is not a day (YYYY-MM-DD)`);
  const random = createRandom(seed);
  const machines = new Map(flows.map((entry) => [entry.id, inert(entry.machine)]));
  const starts = Array.from(
    { length: runs },
    () => end - 3_600_000 - Math.floor(random() * 29.9 * 86_400_000),
  ).sort((a, b) => a - b);
  const events: FlowEvent[] = [];
  const clock = { now: 0 };
  let runNumber = 0;
  const record = createFlowRecord({
    runId: () => `sample-${seed}-${runNumber}`,
    now: () => clock.now,
    startsRun: () => true,
    emit: (event) => events.push(event),
  });
  for (const start of starts) {
    runNumber++;
    const entry = pick(
      random,
      flows.map((flow) => ({ item: flow, weight: flowWeights[flow.id] ?? 1 })),
    )!;
    clock.now = start;
    driveRun(entry, machines.get(entry.id)!, random, clock, record);
  }
  return events;
}

/**
 * Appends events to a flow store directly, past the service's rate limit and its 200-event requests: in batches of
 * 5,000, as each append is a transaction of its own (a unit test's 600 runs took 17 s in batches of 200, 4 s so).
 */
export async function appendFlowEvents(
  store: Pick<MockServer['store']['insights'], 'append'>,
  events: FlowEvent[],
) {
  for (let i = 0; i < events.length; i += 5000) await store.append(events.slice(i, i + 5000));
}

/** Fills an in-process backend (tests, the atlas's measurements) with the sample, past the rate limit. */
export async function fillFlowSample(
  backend: Pick<MockServer, 'store'>,
  options: FlowSampleOptions,
): Promise<FlowEvent[]> {
  const events = generateFlowSample(options);
  await appendFlowEvents(backend.store.insights, events);
  return events;
}

/** Posts the sample to a running backend in batches of 200, as the shop's recorder would (waits out a 429). */
export async function postFlowSample(events: FlowEvent[], origin: string) {
  const url = new URL('/api/flow-events/', origin);
  for (let i = 0; i < events.length; ) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: events.slice(i, i + 200) }),
    });
    if (response.status === 429) {
      const seconds = Number(response.headers.get('retry-after')) || 5;
      console.log(`The backend asks to wait ${seconds} s (rate limit of POST /api/flow-events/)…`);
      await new Promise((done) => setTimeout(done, seconds * 1000));
      continue;
    }
    if (response.status !== 202) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
    i += 200;
  }
}

/** The `sample` subcommand of tests/tools/flows.ts. */
export async function sampleCommand(option: (name: string) => string | undefined) {
  const seed = Number(option('--seed') ?? 1);
  const runs = Number(option('--runs') ?? 500);
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1)
    throw new Error('--seed and --runs are whole numbers (--runs at least 1)');
  const base = option('--base') ?? new Date().toISOString().slice(0, 10);
  const into = option('--into') ?? 'http://localhost:5173';
  const events = generateFlowSample({ seed, runs, base });
  await postFlowSample(events, into);
  console.log(
    `Posted ${events.length} events of ${runs} runs (seed ${seed}, the 30 days up to ${base}) to ${into}.`,
  );
}
