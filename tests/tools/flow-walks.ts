// Recorded-looking usage of a flow without a browser: seeded random walks through the machine with xstate's
// pure transition functions and the scenarios' events and actor outcomes, as FlowEvents (openapi/app.yaml).
// For measuring the atlas with many events and for tests; the demo sample is `npm run flows -- sample`.
import { type AnyStateNode, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { eventsFor, transitionKey } from '../../machines/graph';
import type { FlowEntry } from '../../machines/index';
import type { FlowEvent } from '../../openapi/types';

/** mulberry32: a small seeded generator, so a seed always gives the same walks. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Snapshot = ReturnType<typeof getInitialSnapshot>;

const leaves = (snapshot: Snapshot) =>
  ((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes ?? [])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);

export interface WalkOptions {
  seed: number;
  runs: number;
  /** When the first run starts (epoch ms); runs follow each other by `spacingMs`. */
  startMs: number;
  spacingMs?: number;
  /** The chance that a shopper leaves after a step (a drop-off). */
  leaveChance?: number;
  maxSteps?: number;
}

/** `runs` seeded walks through a flow, each from the start until a final state, a drop-off or `maxSteps`. */
export function walkFlow(entry: FlowEntry, options: WalkOptions): FlowEvent[] {
  const { seed, runs, startMs, spacingMs = 1000, leaveChance = 0.06, maxSteps = 24 } = options;
  const random = seededRandom(seed);
  const machine = entry.machine;
  const events: FlowEvent[] = [];
  for (let runIndex = 0; runIndex < runs; runIndex++) {
    const run = `${entry.id}-${seed}-${runIndex}`;
    let at = startMs + runIndex * spacingMs;
    let snapshot = getInitialSnapshot(machine, entry.scenarios.input) as Snapshot;
    const base = { run, flow: entry.id };
    events.push({
      ...base,
      seq: 0,
      at,
      event: 'xstate.init',
      from: [],
      to: leaves(snapshot),
      transitions: [],
      status: 'active',
    });
    for (let seq = 1; seq <= maxSteps && snapshot.status === 'active'; seq++) {
      if (random() < leaveChance) break;
      const choices = eventsFor(entry, snapshot);
      const event = choices[Math.floor(random() * choices.length)];
      if (!event) break;
      const taken = machine.getTransitionData(snapshot as never, event).map(transitionKey);
      const next = getNextSnapshot(machine, snapshot, event) as Snapshot;
      at += 1 + Math.floor(random() * 20_000);
      events.push({
        ...base,
        seq,
        at,
        event: event.type,
        from: leaves(snapshot),
        to: leaves(next),
        transitions: taken,
        status: next.status === 'done' ? 'done' : next.status === 'error' ? 'error' : 'active',
      });
      snapshot = next;
    }
  }
  return events;
}

/** Walks of a flow until at least `count` events were made (the last run finishes). */
export function walkFlowEvents(
  entry: FlowEntry,
  count: number,
  options: Omit<WalkOptions, 'runs'>,
): FlowEvent[] {
  const events: FlowEvent[] = [];
  for (let batch = 0; events.length < count; batch++)
    events.push(
      ...walkFlow(entry, {
        ...options,
        seed: options.seed + batch,
        runs: 500,
        startMs: options.startMs + batch * 500 * (options.spacingMs ?? 1000),
      }).map((event) => ({ ...event, run: `${event.run}-${batch}` })),
    );
  return events;
}
