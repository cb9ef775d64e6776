// The paths users really took, for QA: the recorded event sequences of a flow (GET /api/flow-usage/{flow}/)
// mapped onto the machine's graph with the scenarios' payloads, so they come out in the same forms as the
// generated paths (JSON, Gherkin, Playwright), and the real paths that no test walks.
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { coveringSelection, eventsFor, flowPaths, serializeEvent, transitionKey } from '../../machines/graph';
import type { FlowEntry } from '../../machines/index';
import type { FlowUsage } from '../../openapi/types';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store';
import { flowUsage, usageRange } from '../../server-mock/insights/flow-store';
import { type FlowPath, pathsOf } from '../../src/features/flows/flow-paths';
import { appendFlowEvents, generateFlowSample } from './flow-sample';

type Snapshot = ReturnType<typeof getInitialSnapshot>;
export type RecordedPath = FlowUsage['paths'][number];

/** The most paths the backend gives (GET /api/flow-usage/{flow}/?paths=). */
const pathLimit = 1000;
/** How many snapshots one sequence may try before it settles for its longest mapped beginning. */
const searchBudget = 5000;

/**
 * The scenario events that replay a recorded path: at each step one of the events the state accepts with the
 * recorded type that takes the recorded transitions (an actor's outcomes share one type and differ in where
 * they lead), chosen so that every later step plays too (outcomes alike in their transitions differ in
 * context). Depth first, the scenarios' order first; when no choice plays the whole path, the longest
 * beginning that plays.
 */
export function mapSequence(entry: FlowEntry, recorded: Pick<RecordedPath, 'events' | 'transitions'>) {
  const types = recorded.events;
  /** The recorded transitions of a step, when known: an event that takes others does not replay it. */
  const takesRecorded = (snapshot: Snapshot, event: AnyEventObject, index: number) => {
    // An older backend gives the events alone.
    const expected = recorded.transitions?.[index];
    if (!expected) return true;
    const taken = entry.machine.getTransitionData(snapshot as never, event).map(transitionKey);
    return taken.join('\n') === expected.join('\n');
  };
  const initial = getInitialSnapshot(entry.machine, entry.scenarios.input) as Snapshot;
  let budget = searchBudget;
  let longest: AnyEventObject[] = [];
  const search = (snapshot: Snapshot, index: number, taken: AnyEventObject[]): AnyEventObject[] | null => {
    if (taken.length > longest.length) longest = taken;
    if (index === types.length) return taken;
    if (snapshot.status !== 'active' || budget-- <= 0) return null;
    for (const event of eventsFor(entry, snapshot)) {
      if (event.type !== types[index] || !takesRecorded(snapshot, event, index)) continue;
      const found = search(getNextSnapshot(entry.machine, snapshot, event) as Snapshot, index + 1, [
        ...taken,
        event,
      ]);
      if (found) return found;
    }
    return null;
  };
  const events = search(initial, 0, []) ?? longest;
  let snapshot = initial;
  const steps = [{ event: { type: 'xstate.init' } as AnyEventObject, state: snapshot as unknown }];
  for (const event of events) {
    snapshot = getNextSnapshot(entry.machine, snapshot, event) as Snapshot;
    steps.push({ event, state: snapshot });
  }
  return { steps, isComplete: events.length === types.length };
}

export interface UsagePaths {
  paths: FlowPath[];
  /** Recorded sequences that only partly map onto the machine (recorded by another version of it). */
  partial: { events: string[]; count: number; mapped: number }[];
}

/** The recorded paths as FlowPaths, most frequent first; sequences that map alike are counted together. */
export function usagePathsOf(entry: FlowEntry, recorded: RecordedPath[]): UsagePaths {
  const byKey = new Map<string, { walk: ReturnType<typeof mapSequence>; runs: number; first: number }>();
  const partial: UsagePaths['partial'] = [];
  recorded.forEach((path, index) => {
    const walk = mapSequence(entry, path);
    if (!walk.isComplete) partial.push({ ...path, mapped: walk.steps.length - 1 });
    const key = walk.steps.map((step) => serializeEvent(step.event)).join(' > ');
    const known = byKey.get(key);
    if (known) known.runs += path.count;
    else byKey.set(key, { walk, runs: path.count, first: index });
  });
  const walks = [...byKey.values()].sort((a, b) => b.runs - a.runs || a.first - b.first);
  const paths = pathsOf(
    entry,
    walks.map(({ walk }) => walk),
  ).map((path, index) => ({ ...path, runs: walks[index]!.runs }));
  return { paths, partial };
}

/** The analyst's tokens per backend: the usage is read with a flow analyst's token (docs/decisions/047). */
const analystTokens = new Map<string, Promise<string>>();

/**
 * Signs in as the flow analyst: FLOW_ANALYST_EMAIL and FLOW_ANALYST_PASSWORD, else the embedded backend's
 * seeded analyst (README, QA fixtures).
 */
function analystToken(origin: string): Promise<string> {
  let token = analystTokens.get(origin);
  if (!token) {
    const url = new URL('/api/enad/login/', origin);
    token = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: process.env.FLOW_ANALYST_EMAIL ?? 'analyst@statefront.test',
        password: process.env.FLOW_ANALYST_PASSWORD ?? 'Statefront1!',
      }),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}: the analyst could not sign in`);
      return ((await response.json()) as { access_token: string }).access_token;
    });
    analystTokens.set(origin, token);
  }
  return token;
}

/** A flow's recorded paths from a running backend (its origin, e.g. http://localhost:4173), most frequent first. */
export async function fetchRecordedPaths(origin: string, entry: FlowEntry): Promise<RecordedPath[]> {
  const url = new URL(`/api/flow-usage/${encodeURIComponent(entry.id)}/`, origin);
  url.searchParams.set('paths', String(pathLimit));
  const response = await fetch(url, { headers: { authorization: `Bearer ${await analystToken(origin)}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as FlowUsage).paths;
}

/** The sample's last day: fixed, so a seed gives the same paths on any day. */
const sampleBase = '2026-01-31';

/**
 * The recorded paths of each flow in the demo sample of a seed (`npm run flows -- sample`: the real machines
 * driven with their scenarios), aggregated by the embedded backend's own code.
 */
export async function sampleRecordedPaths(
  seed: number,
  runs = 4000,
): Promise<(entry: FlowEntry) => Promise<RecordedPath[]>> {
  const store = await createDuckDbStore();
  const events = generateFlowSample({ seed, runs, base: sampleBase });
  await appendFlowEvents(store, events);
  const range = usageRange(new Date(`${sampleBase}T12:00:00Z`), undefined, undefined);
  if ('error' in range) throw new Error(range.error);
  return async (entry) => (await flowUsage(store, entry.id, range, pathLimit)).paths;
}

/** The event sequences the tests walk: every generated path in the model tests, the covering ones in Chromium. */
function walkedByTests(entry: FlowEntry) {
  const generated = flowPaths(entry);
  const key = (path: { steps: { event: AnyEventObject }[] }) =>
    path.steps
      .slice(1)
      .map((step) => serializeEvent(step.event))
      .join(' > ');
  const covering = new Set(coveringSelection(entry.machine, generated));
  return {
    model: generated.map(key),
    browser: generated.filter((_, index) => covering.has(index)).map(key),
  };
}

export interface UsageCoverage {
  runs: number;
  paths: number;
  /** Runs whose whole path a model test walks (its steps, or the beginning of a longer test path). */
  modelRuns: number;
  browserRuns: number;
  /** The real paths no model test walks, most frequent first. */
  notWalked: FlowPath[];
}

/** Which of the real paths the tests walk: a path is walked when a test path begins with all of its steps. */
export function usageCoverage(entry: FlowEntry, paths: FlowPath[]): UsageCoverage {
  const walked = walkedByTests(entry);
  const keyOf = (path: FlowPath) =>
    path.steps
      .slice(1)
      .map((step) => JSON.stringify(step.event))
      .join(' > ');
  const isWalked = (tests: string[], key: string) =>
    tests.some((test) => test === key || test.startsWith(`${key} > `) || key === '');
  let modelRuns = 0;
  let browserRuns = 0;
  const notWalked: FlowPath[] = [];
  for (const path of paths) {
    const key = keyOf(path);
    if (isWalked(walked.model, key)) modelRuns += path.runs ?? 0;
    else notWalked.push(path);
    if (isWalked(walked.browser, key)) browserRuns += path.runs ?? 0;
  }
  const runs = paths.reduce((sum, path) => sum + (path.runs ?? 0), 0);
  return { runs, paths: paths.length, modelRuns, browserRuns, notWalked };
}
