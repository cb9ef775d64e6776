// Flow insights' storage (docs/decisions/057): one interface over the stores the service can write to and read
// from, the embedded DuckDB file (duckdb-store.ts) and ClickHouse (clickhouse-store.ts). A store keeps the
// recorded events as they came (columns of an events table) and answers the atlas's usage queries by
// aggregating them in SQL; what both stores' answers share (shares, sorting, delays and errors) is made here.
import type { FlowEvent, FlowUsage, FlowUsageList } from '../../openapi/types.ts';

/** Events kept per run: a longer run is no shopper's (its later events, by arrival, are left out of the figures). */
export const maxRunEvents = 1000;
/** The default retention: 13 months (decision 058), as days. */
export const defaultRetentionDays = 396;
export const dayMs = 86_400_000;

export interface DayRange {
  from: string;
  to: string;
  startMs: number;
  endMs: number;
}

/** What a store aggregates for one flow and range: everything before shares and sorting. */
export interface FlowFigures {
  sessions: number;
  completions: number;
  states: { state: string; entered: number; sessions: number; left: number; dropOff: number }[];
  /** Per transition key, how often it was taken and the state it most often led to. */
  transitions: { transition: string; count: number; to: string }[];
  /** The most frequent paths first (ties by their events, then their transitions), at most the limit asked. */
  paths: FlowUsage['paths'];
}

export interface FlowStore {
  /** Which store this is ('duckdb', 'clickhouse'), for messages and the benchmark. */
  readonly kind: string;
  /** Stores a batch: resolves only once it is stored (committed), all of it or none. */
  append(events: FlowEvent[]): Promise<void>;
  /** Per flow with runs starting in the range: sessions and completions (unsorted). */
  sessions(range: DayRange): Promise<{ flow: string; sessions: number; completions: number }[]>;
  /** One flow's figures over the runs that start in the range, with the `pathLimit` busiest paths. */
  figures(flow: string, range: DayRange, pathLimit: number): Promise<FlowFigures>;
  /** Every stored event of a flow (every flow when none is given), oldest arrival first (tests, QA). */
  events(flow?: string): Promise<FlowEvent[]>;
  /** Deletes every event of a run (any flow); answers how many went. */
  deleteRun(run: string): Promise<number>;
  /** Deletes the events older than the retention before `now`; answers how many went. */
  enforceRetention(now: Date): Promise<number>;
  /** Forgets everything (the QA reset). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** A stored row (both stores name the columns alike) as the event it was. */
export const eventOfRow = (row: Record<string, unknown>): FlowEvent => ({
  run: String(row.run),
  flow: String(row.flow) as FlowEvent['flow'],
  seq: Number(row.seq),
  at: Number(row.at_ms),
  event: String(row.event),
  from: row.from_states as string[],
  to: row.to_states as string[],
  transitions: row.transitions as string[],
  status: String(row.status) as FlowEvent['status'],
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The inclusive UTC days of a request (default the 30 days up to today), or a readable problem. */
export function usageRange(
  now: Date,
  from: string | undefined,
  to: string | undefined,
): DayRange | { error: string } {
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

/** The first moment kept under a retention of `days` before `now`. */
export const retentionCutoff = (now: Date, days: number) => now.getTime() - days * dayMs;

const rate = (part: number, whole: number) => (whole ? part / whole : 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sessions, completions and completion rate per flow, most sessions first. */
export async function flowUsageList(store: FlowStore, range: DayRange): Promise<FlowUsageList> {
  const flows = (await store.sessions(range))
    .filter(({ sessions }) => sessions > 0)
    .map(({ flow, sessions, completions }) => ({
      flow: flow as FlowUsageList['flows'][number]['flow'],
      sessions,
      completions,
      completionRate: rate(completions, sessions),
    }))
    .sort((a, b) => b.sessions - a.sessions || byText(a.flow, b.flow));
  return { from: range.from, to: range.to, flows };
}

/** `<source id> <event type> #<index>` (machines/graph.ts transitionKey) split into source and event. */
const keyPattern = /^(\S+) (.*) #\d+$/;
export const delayPrefix = 'xstate.after.';
export const errorPrefix = 'xstate.error.actor.';
/** Neither is a step a shopper takes: the start, and the view that let the actor go. */
export const notSteps = ['xstate.init', 'xstate.stop'];

/** The source state of a transition key (the key itself when it is no key). */
export const sourceOf = (transition: string) => keyPattern.exec(transition)?.[1] ?? transition;

/** One flow's counts, shares, drop-off, paths, delays and actor errors in a range. */
export async function flowUsage(
  store: FlowStore,
  flow: string,
  range: DayRange,
  pathLimit = 20,
): Promise<FlowUsage> {
  const figures = await store.figures(flow, range, pathLimit);
  const transitions = figures.transitions.map(({ transition, count, to: target }) => {
    const [, from = transition, event = ''] = keyPattern.exec(transition) ?? [];
    return { transition, from, event, to: target, count, share: 0 };
  });
  const exits = new Map<string, number>();
  for (const { from, count } of transitions) exits.set(from, (exits.get(from) ?? 0) + count);
  for (const transition of transitions)
    transition.share = rate(transition.count, exits.get(transition.from) ?? 0);
  transitions.sort((a, b) => b.count - a.count || byText(a.transition, b.transition));
  const states = [...figures.states].sort((a, b) => b.entered - a.entered || byText(a.state, b.state));
  const countsWhere = (prefix: string) =>
    transitions
      .filter(({ event }) => event.startsWith(prefix))
      .map(({ transition, count }) => ({ transition, count }));
  return {
    flow: flow as FlowUsage['flow'],
    from: range.from,
    to: range.to,
    sessions: figures.sessions,
    completions: figures.completions,
    states,
    transitions,
    paths: figures.paths,
    delays: countsWhere(delayPrefix),
    errors: countsWhere(errorPrefix),
  };
}
