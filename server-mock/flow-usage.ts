// Recorded flow transitions (POST /api/flow-events/) kept in memory within a byte budget, and their
// aggregation for the flow atlas (GET /api/flow-usage/). Not persisted: a restart or a reset forgets them.
import type { FlowEvent, FlowUsage, FlowUsageList } from '../openapi/types.ts';

/** What the log may hold: batches as their JSON bytes; the oldest batches go first (about 100,000 events). */
export const defaultFlowLogBytes = 64 * 1024 * 1024;

export interface FlowLog {
  /** Keeps a batch; `bytes` is its JSON size, counted against the budget. */
  add(events: FlowEvent[], bytes?: number): void;
  /** Every kept event of a flow (every flow when none is given), oldest batch first. */
  events(flow?: string): FlowEvent[];
  clear(): void;
}

export function createFlowLog(budgetBytes = defaultFlowLogBytes): FlowLog {
  let batches: { events: FlowEvent[]; bytes: number }[] = [];
  let total = 0;
  return {
    add(events, bytes = JSON.stringify(events).length) {
      batches.push({ events, bytes });
      total += bytes;
      let dropped = 0;
      while (total > budgetBytes && dropped < batches.length - 1) total -= batches[dropped++]!.bytes;
      if (dropped) batches = batches.slice(dropped);
    },
    events(flow) {
      const all = batches.flatMap((batch) => batch.events);
      return flow ? all.filter((event) => event.flow === flow) : all;
    },
    clear() {
      batches = [];
      total = 0;
    },
  };
}

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The inclusive UTC days of a request (default the 30 days up to today), or a readable problem. */
export function usageRange(
  now: Date,
  from: string | undefined,
  to: string | undefined,
): { from: string; to: string; startMs: number; endMs: number } | { error: string } {
  const parse = (day: string, name: string) => {
    const ms = Date.parse(`${day}T00:00:00.000Z`);
    return Number.isNaN(ms) || isoDay(ms) !== day ? `'${name}' is not a calendar day` : ms;
  };
  const endDay = to === undefined ? Date.parse(`${isoDay(now.getTime())}T00:00:00.000Z`) : parse(to, 'to');
  if (typeof endDay === 'string') return { error: endDay };
  const startDay = from === undefined ? endDay - 29 * dayMs : parse(from, 'from');
  if (typeof startDay === 'string') return { error: startDay };
  if (startDay > endDay) return { error: "'from' is after 'to'" };
  return { from: isoDay(startDay), to: isoDay(endDay), startMs: startDay, endMs: endDay + dayMs };
}

/** The runs of events in [startMs, endMs), each in order. */
function runsOf(events: FlowEvent[], startMs: number, endMs: number) {
  const runs = new Map<string, FlowEvent[]>();
  for (const event of events) {
    if (event.at < startMs || event.at >= endMs) continue;
    const key = `${event.flow}\n${event.run}`;
    const run = runs.get(key);
    if (run) run.push(event);
    else runs.set(key, [event]);
  }
  for (const run of runs.values()) run.sort((a, b) => a.seq - b.seq);
  return [...runs.values()];
}

const completed = (run: FlowEvent[]) => run.some((event) => event.status === 'done');
const rate = (part: number, whole: number) => (whole ? part / whole : 0);
const increment = (counts: Map<string, number>, key: string, by = 1) =>
  counts.set(key, (counts.get(key) ?? 0) + by);
const byCount = <T extends { count: number }>(a: T & { key: string }, b: T & { key: string }) =>
  b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Sessions (runs), completions and completion rate per flow, most sessions first. */
export function flowUsageList(
  log: FlowLog,
  range: { from: string; to: string; startMs: number; endMs: number },
): FlowUsageList {
  const perFlow = new Map<string, { sessions: number; completions: number }>();
  for (const run of runsOf(log.events(), range.startMs, range.endMs)) {
    const flow = run[0]!.flow;
    const figures = perFlow.get(flow) ?? { sessions: 0, completions: 0 };
    figures.sessions++;
    if (completed(run)) figures.completions++;
    perFlow.set(flow, figures);
  }
  const flows = [...perFlow]
    .map(([flow, { sessions, completions }]) => ({
      flow,
      sessions,
      completions,
      completionRate: rate(completions, sessions),
    }))
    .sort((a, b) => b.sessions - a.sessions || (a.flow < b.flow ? -1 : 1));
  return { from: range.from, to: range.to, flows };
}

/** `<source id> <event type> #<index>` (machines/graph.ts transitionKey) split into source and event. */
const keyPattern = /^(\S+) (.*) #\d+$/;
const delayPrefix = 'xstate.after.';
const errorPrefix = 'xstate.error.actor.';
/** Neither is a step a shopper takes: the start, and the view that let the actor go. */
const notSteps = new Set(['xstate.init', 'xstate.stop']);

/** One flow's counts, shares, drop-off, paths, delays and actor errors in a range. */
export function flowUsage(
  log: FlowLog,
  flow: string,
  range: { from: string; to: string; startMs: number; endMs: number },
  pathLimit = 20,
): FlowUsage {
  const runs = runsOf(log.events(flow), range.startMs, range.endMs);
  const entered = new Map<string, number>();
  /** Per state, the runs that entered it at least once. */
  const enteringRuns = new Map<string, number>();
  const left = new Map<string, number>();
  const dropOff = new Map<string, number>();
  const taken = new Map<string, number>();
  /** Per transition, how often each state was entered with it. */
  const targets = new Map<string, Map<string, number>>();
  const paths = new Map<string, { events: string[]; transitions: string[][]; count: number }>();
  let completions = 0;
  for (const run of runs) {
    const enteredInRun = new Set<string>();
    for (const event of run) {
      const before = new Set(event.from);
      const after = new Set(event.to);
      const newlyEntered = event.to.filter((state) => !before.has(state));
      for (const state of newlyEntered) {
        increment(entered, state);
        enteredInRun.add(state);
      }
      for (const state of event.from) if (!after.has(state)) increment(left, state);
      for (const transition of event.transitions) {
        increment(taken, transition);
        const source = keyPattern.exec(transition)?.[1] ?? transition;
        const target = newlyEntered[0] ?? source;
        const seen = targets.get(transition) ?? new Map<string, number>();
        targets.set(transition, increment(seen, target));
      }
    }
    for (const state of enteredInRun) increment(enteringRuns, state);
    if (completed(run)) completions++;
    else for (const state of run[run.length - 1]!.to) increment(dropOff, state);
    const steps = run.filter((event) => !notSteps.has(event.event));
    const events = steps.map((event) => event.event);
    // The transitions tell apart the runs whose events are alike (an actor's outcomes share one type).
    const transitions = steps.map((event) => event.transitions);
    const key = `${events.join('\n')}\u0000${JSON.stringify(transitions)}`;
    const path = paths.get(key) ?? { events, transitions, count: 0 };
    path.count++;
    paths.set(key, path);
  }
  const transitions = [...taken].map(([transition, count]) => {
    const [, from = transition, event = ''] = keyPattern.exec(transition) ?? [];
    const [to = from] = [...(targets.get(transition) ?? [])].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    return { transition, from, event, to, count, share: 0 };
  });
  const exits = new Map<string, number>();
  for (const { from, count } of transitions) increment(exits, from, count);
  for (const transition of transitions)
    transition.share = rate(transition.count, exits.get(transition.from) ?? 0);
  transitions.sort((a, b) => byCount({ ...a, key: a.transition }, { ...b, key: b.transition }));
  const states = [...new Set([...entered.keys(), ...left.keys(), ...dropOff.keys()])]
    .map((state) => ({
      state,
      entered: entered.get(state) ?? 0,
      sessions: enteringRuns.get(state) ?? 0,
      left: left.get(state) ?? 0,
      dropOff: dropOff.get(state) ?? 0,
    }))
    .sort((a, b) => b.entered - a.entered || (a.state < b.state ? -1 : 1));
  const countsWhere = (prefix: string) =>
    transitions
      .filter(({ event }) => event.startsWith(prefix))
      .map(({ transition, count }) => ({ transition, count }));
  return {
    flow,
    from: range.from,
    to: range.to,
    sessions: runs.length,
    completions,
    states,
    transitions,
    paths: [...paths.entries()]
      .map(([key, path]) => ({ ...path, key }))
      .sort(byCount)
      .slice(0, pathLimit)
      .map(({ events, transitions, count }) => ({ events, transitions, count })),
    delays: countsWhere(delayPrefix),
    errors: countsWhere(errorPrefix),
  };
}
