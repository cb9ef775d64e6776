// Recorded flow transitions (POST /api/flow-events/) kept in memory within a byte budget, and their figures
// for the flow atlas (GET /api/flow-usage/). Not persisted: a restart or a reset forgets them.
//
// The figures are kept up to date as events arrive, per flow and UTC day (docs/decisions/047): a read adds up
// the days of its range instead of walking every event, so it costs the same with 1,000 or 100,000 events
// and never holds up the shop's calls. A run counts on the UTC day of its first recorded event, with all
// its events. Answers are cached per range until events of their flow arrive.
import type { FlowEvent, FlowUsage, FlowUsageList } from '../openapi/types.ts';

/** What the log may hold: batches as their JSON bytes; the oldest batches go first (about 100,000 events). */
export const defaultFlowLogBytes = 64 * 1024 * 1024;
/** Events kept per run: a longer run is no shopper's (its later events are dropped, which bounds each run's cost). */
export const maxRunEvents = 1000;
/** Answers kept in the read cache (each range and flow asked for one entry). */
const cachedAnswers = 256;

export interface DayRange {
  from: string;
  to: string;
  startMs: number;
  endMs: number;
}

export interface FlowLog {
  /** Keeps a batch; `bytes` is its JSON size, counted against the budget. */
  add(events: FlowEvent[], bytes?: number): void;
  /** Every kept event of a flow (every flow when none is given), oldest batch first. */
  events(flow?: string): FlowEvent[];
  clear(): void;
  /** Per flow, the figures of the days of the range (read by flowUsage and flowUsageList). */
  days(flow: string, range: DayRange): DayFigures[];
  /** The flows with recorded runs. */
  flows(): string[];
  /** An answer of the cache, computed when missing or when events of its flow (`*`: any) arrived since. */
  cached<T>(flow: string, key: string, compute: () => T): T;
}

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayOf = (ms: number) => Math.floor(ms / dayMs) * dayMs;

/** One step of a path: its event and the transitions it took. */
interface PathNode {
  parent: PathNode | undefined;
  /** Its key among its parent's children. */
  step: string;
  event: string;
  transitions: string[];
  children: Map<string, PathNode>;
  /** Runs whose path passes through or ends here; a node nobody uses is dropped. */
  runs: number;
  /** The path's sort key (its events, then its transitions), made when first read. */
  key?: string;
}

/** Everything recorded of the runs that started on one UTC day of one flow. */
export interface DayFigures {
  sessions: number;
  completions: number;
  /** Times a run entered each state. */
  entered: Map<string, number>;
  /** Per state, the runs that entered it at least once. */
  enteringRuns: Map<string, number>;
  left: Map<string, number>;
  dropOff: Map<string, number>;
  taken: Map<string, number>;
  /** Per transition, how often each state was entered with it. */
  targets: Map<string, Map<string, number>>;
  /** Runs per path (the path's last step). */
  paths: Map<PathNode, number>;
}

interface RunState {
  flow: string;
  /** The start of the UTC day it counts on (of its first recorded event), in ms. */
  start: number;
  day: DayFigures;
  /** Its kept events in order (`seq`, then arrival). */
  events: FlowEvent[];
  /** Per state, how many of its events entered it. */
  enteredStates: Map<string, number>;
  doneEvents: number;
  path: PathNode;
}

const newDay = (): DayFigures => ({
  sessions: 0,
  completions: 0,
  entered: new Map(),
  enteringRuns: new Map(),
  left: new Map(),
  dropOff: new Map(),
  taken: new Map(),
  targets: new Map(),
  paths: new Map(),
});

/** Adds `by` (may be negative) to a count; a count of 0 is removed. */
function change<K>(counts: Map<K, number>, key: K, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next) counts.set(key, next);
  else counts.delete(key);
  return counts;
}

/** `<source id> <event type> #<index>` (machines/graph.ts transitionKey) split into source and event. */
const keyPattern = /^(\S+) (.*) #\d+$/;
const delayPrefix = 'xstate.after.';
const errorPrefix = 'xstate.error.actor.';
/** Neither is a step a shopper takes: the start, and the view that let the actor go. */
const notSteps = new Set(['xstate.init', 'xstate.stop']);

/** The figures of one event alone (`by` 1 when it is kept, -1 when it goes), and its run's states. */
function countEvent(day: DayFigures, run: RunState, event: FlowEvent, by: 1 | -1) {
  // A few states each (at most 32): a look-up in the array costs less than a Set.
  const newlyEntered = event.to.filter((state) => !event.from.includes(state));
  for (const state of newlyEntered) {
    change(day.entered, state, by);
    const inRun = run.enteredStates.get(state) ?? 0;
    // The run's first entry of the state makes it one more session of the state; its last one going, one less.
    if ((by === 1 && inRun === 0) || (by === -1 && inRun === 1)) change(day.enteringRuns, state, by);
    change(run.enteredStates, state, by);
  }
  for (const state of event.from) if (!event.to.includes(state)) change(day.left, state, by);
  for (const transition of event.transitions) {
    change(day.taken, transition, by);
    const source = keyPattern.exec(transition)?.[1] ?? transition;
    const target = newlyEntered[0] ?? source;
    const seen = day.targets.get(transition) ?? new Map<string, number>();
    change(seen, target, by);
    if (seen.size) day.targets.set(transition, seen);
    else day.targets.delete(transition);
  }
  if (event.status === 'done') run.doneEvents += by;
}

/** What depends on the whole run: its completion, where it dropped off, its path. */
function countRun(day: DayFigures, run: RunState, by: 1 | -1) {
  if (run.doneEvents > 0) day.completions += by;
  else for (const state of run.events[run.events.length - 1]?.to ?? []) change(day.dropOff, state, by);
  change(day.paths, run.path, by);
}

/** The path tree of every run: a run's path is a node, so a step appended is one lookup. */
function createPathTree() {
  const root: PathNode = {
    parent: undefined,
    step: '',
    event: '',
    transitions: [],
    children: new Map(),
    runs: 0,
  };
  const child = (node: PathNode, event: FlowEvent) => {
    const step = `${event.event}\u0000${event.transitions.join('\u0001')}`;
    let next = node.children.get(step);
    if (!next) {
      next = {
        parent: node,
        step,
        event: event.event,
        transitions: event.transitions,
        children: new Map(),
        runs: 0,
      };
      node.children.set(step, next);
    }
    return next;
  };
  const use = (node: PathNode, by: 1 | -1) => {
    for (let at: PathNode | undefined = node; at; at = at.parent) {
      at.runs += by;
      if (at.runs === 0 && at.parent) at.parent.children.delete(at.step);
    }
  };
  return {
    root,
    /** The node of a run's steps, from the root. */
    pathOf(events: FlowEvent[]) {
      let node = root;
      for (const event of events) if (!notSteps.has(event.event)) node = child(node, event);
      return node;
    },
    /** The run's path with one more step at its end (no walk from the root). */
    extend(node: PathNode, event: FlowEvent) {
      return notSteps.has(event.event) ? node : child(node, event);
    },
    /** A run takes a path (from none), moves from one to another, or goes (to none). */
    move(from: PathNode | undefined, to: PathNode | undefined) {
      if (from === to) return;
      if (to) use(to, 1);
      if (from) use(from, -1);
    },
    clear() {
      root.children.clear();
      root.runs = 0;
    },
  };
}

/** The steps of a path, first to last. */
function stepsOf(node: PathNode) {
  const steps: PathNode[] = [];
  for (let at: PathNode | undefined = node; at?.parent; at = at.parent) steps.push(at);
  return steps.reverse();
}

/** The sort key of a path among paths of equal count: its events, then its transitions. */
function pathKey(node: PathNode) {
  if (node.key === undefined) {
    const steps = stepsOf(node);
    node.key = `${steps.map((step) => step.event).join('\n')}\u0000${JSON.stringify(steps.map((step) => step.transitions))}`;
  }
  return node.key;
}

/** The index of the first event with a larger `seq` (events of equal `seq` keep their arrival order). */
function insertionIndex(events: FlowEvent[], seq: number) {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (events[middle]!.seq <= seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function createFlowLog(budgetBytes = defaultFlowLogBytes): FlowLog {
  let batches: { events: FlowEvent[]; bytes: number }[] = [];
  let total = 0;
  /** Per flow, its days (start of the UTC day in ms). */
  const figures = new Map<string, Map<number, DayFigures>>();
  /** Per `flow\nrun`. */
  const runs = new Map<string, RunState>();
  const tree = createPathTree();
  /** Per flow, how often its events changed; `*` counts every change. */
  const versions = new Map<string, number>();
  const cache = new Map<string, { version: number; value: unknown }>();

  const dayFor = (flow: string, start: number) => {
    const days = figures.get(flow) ?? new Map<number, DayFigures>();
    figures.set(flow, days);
    const day = days.get(start) ?? newDay();
    days.set(start, day);
    return day;
  };
  const touched = (flows: Iterable<string>) => {
    for (const flow of flows) versions.set(flow, (versions.get(flow) ?? 0) + 1);
    versions.set('*', (versions.get('*') ?? 0) + 1);
  };

  /** Keeps a run's new events (one batch's, in `seq` order); answers the ones kept. */
  const keep = (key: string, flow: string, events: FlowEvent[]): FlowEvent[] => {
    let run = runs.get(key);
    const kept = events.slice(0, maxRunEvents - (run?.events.length ?? 0));
    if (kept.length === 0) return kept;
    if (!run) {
      const start = dayOf(Math.min(...events.map((event) => event.at)));
      const day = dayFor(flow, start);
      run = { flow, start, day, events: [], enteredStates: new Map(), doneEvents: 0, path: tree.root };
      tree.move(undefined, tree.root);
      runs.set(key, run);
      day.sessions++;
    } else countRun(run.day, run, -1);
    const last = run.events[run.events.length - 1];
    // In order (as the recorder sends them), each step extends the path; otherwise it is walked again.
    const inOrder = !last || kept[0]!.seq >= last.seq;
    let path = run.path;
    for (const event of kept) {
      if (inOrder) {
        run.events.push(event);
        path = tree.extend(path, event);
      } else run.events.splice(insertionIndex(run.events, event.seq), 0, event);
      countEvent(run.day, run, event, 1);
    }
    if (!inOrder) path = tree.pathOf(run.events);
    tree.move(run.path, path);
    run.path = path;
    countRun(run.day, run, 1);
    return kept;
  };

  /** Forgets a run's events of a dropped batch. */
  const forget = (key: string, events: FlowEvent[]) => {
    const run = runs.get(key);
    if (!run) return;
    countRun(run.day, run, -1);
    const going = new Set(events);
    for (const event of events) countEvent(run.day, run, event, -1);
    run.events = run.events.filter((event) => !going.has(event));
    if (run.events.length === 0) {
      run.day.sessions--;
      tree.move(run.path, undefined);
      runs.delete(key);
      // A day without runs goes (events may name any day: kept, the days would pile up).
      if (run.day.sessions === 0) figures.get(run.flow)?.delete(run.start);
      return;
    }
    const path = tree.pathOf(run.events);
    tree.move(run.path, path);
    run.path = path;
    countRun(run.day, run, 1);
  };

  const byRun = (events: FlowEvent[]) => {
    const grouped = new Map<string, FlowEvent[]>();
    for (const event of events) {
      const key = `${event.flow}\n${event.run}`;
      const list = grouped.get(key);
      if (list) list.push(event);
      else grouped.set(key, [event]);
    }
    return grouped;
  };

  return {
    add(events, bytes) {
      const keptEvents = new Set<FlowEvent>();
      for (const [key, list] of byRun(events)) {
        list.sort((a, b) => a.seq - b.seq);
        for (const event of keep(key, list[0]!.flow, list)) keptEvents.add(event);
      }
      if (keptEvents.size === 0) return;
      const kept =
        keptEvents.size === events.length ? events : events.filter((event) => keptEvents.has(event));
      const size = kept === events && bytes !== undefined ? bytes : JSON.stringify(kept).length;
      batches.push({ events: kept, bytes: size });
      total += size;
      const changed = new Set(kept.map((event) => event.flow));
      let dropped = 0;
      while (total > budgetBytes && dropped < batches.length - 1) {
        const batch = batches[dropped++]!;
        total -= batch.bytes;
        for (const [key, list] of byRun(batch.events)) forget(key, list);
        for (const event of batch.events) changed.add(event.flow);
      }
      if (dropped) batches = batches.slice(dropped);
      touched(changed);
    },
    events(flow) {
      const all = batches.flatMap((batch) => batch.events);
      return flow ? all.filter((event) => event.flow === flow) : all;
    },
    clear() {
      batches = [];
      total = 0;
      figures.clear();
      runs.clear();
      tree.clear();
      cache.clear();
      touched([...versions.keys()]);
    },
    days(flow, range) {
      return [...(figures.get(flow) ?? [])]
        .filter(([start]) => start >= range.startMs && start < range.endMs)
        .map(([, day]) => day);
    },
    flows() {
      return [...figures.keys()];
    },
    cached(flow, key, compute) {
      const version = versions.get(flow) ?? 0;
      const entry = cache.get(key);
      if (entry && entry.version === version) return entry.value as ReturnType<typeof compute>;
      const value = compute();
      cache.delete(key);
      cache.set(key, { version, value });
      // The oldest answer goes first.
      if (cache.size > cachedAnswers) cache.delete(cache.keys().next().value!);
      return value;
    },
  };
}

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

const rate = (part: number, whole: number) => (whole ? part / whole : 0);
const byCount = <T extends { count: number }>(a: T & { key: string }, b: T & { key: string }) =>
  b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** The counts of the days added up. */
function sum<K>(days: DayFigures[], counts: (day: DayFigures) => Map<K, number>) {
  const total = new Map<K, number>();
  for (const day of days) for (const [key, count] of counts(day)) change(total, key, count);
  return total;
}

/** Sessions (runs), completions and completion rate per flow, most sessions first. */
export function flowUsageList(log: FlowLog, range: DayRange): FlowUsageList {
  return log.cached('*', `list ${range.from} ${range.to}`, () => {
    const flows = log
      .flows()
      .map((flow) => {
        const days = log.days(flow, range);
        const sessions = days.reduce((count, day) => count + day.sessions, 0);
        const completions = days.reduce((count, day) => count + day.completions, 0);
        return { flow, sessions, completions, completionRate: rate(completions, sessions) };
      })
      .filter(({ sessions }) => sessions > 0)
      .sort((a, b) => b.sessions - a.sessions || (a.flow < b.flow ? -1 : 1));
    return { from: range.from, to: range.to, flows: flows as FlowUsageList['flows'] };
  });
}

/** One flow's counts, shares, drop-off, paths, delays and actor errors in a range. */
export function flowUsage(log: FlowLog, flow: string, range: DayRange, pathLimit = 20): FlowUsage {
  return log.cached(flow, `flow ${flow} ${range.from} ${range.to} ${pathLimit}`, () =>
    computeFlowUsage(log, flow, range, pathLimit),
  );
}

function computeFlowUsage(log: FlowLog, flow: string, range: DayRange, pathLimit: number): FlowUsage {
  const days = log.days(flow, range);
  const entered = sum(days, (day) => day.entered);
  const enteringRuns = sum(days, (day) => day.enteringRuns);
  const left = sum(days, (day) => day.left);
  const dropOff = sum(days, (day) => day.dropOff);
  const taken = sum(days, (day) => day.taken);
  const paths = sum(days, (day) => day.paths);
  const targets = new Map<string, Map<string, number>>();
  for (const day of days)
    for (const [transition, seen] of day.targets) {
      const total = targets.get(transition) ?? new Map<string, number>();
      for (const [state, count] of seen) change(total, state, count);
      targets.set(transition, total);
    }
  const transitions = [...taken].map(([transition, count]) => {
    const [, from = transition, event = ''] = keyPattern.exec(transition) ?? [];
    const [to = from] = [...(targets.get(transition) ?? [])].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    return { transition, from, event, to, count, share: 0 };
  });
  const exits = new Map<string, number>();
  for (const { from, count } of transitions) change(exits, from, count);
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
    flow: flow as FlowUsage['flow'],
    from: range.from,
    to: range.to,
    sessions: days.reduce((count, day) => count + day.sessions, 0),
    completions: days.reduce((count, day) => count + day.completions, 0),
    states,
    transitions,
    paths: [...paths]
      .map(([node, count]) => ({ node, count, key: pathKey(node) }))
      .sort(byCount)
      .slice(0, pathLimit)
      .map(({ node, count }) => {
        const steps = stepsOf(node);
        return {
          events: steps.map((step) => step.event),
          transitions: steps.map((step) => step.transitions),
          count,
        };
      }),
    delays: countsWhere(delayPrefix),
    errors: countsWhere(errorPrefix),
  };
}
