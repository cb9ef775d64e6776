// Paths and coverage of a registered machine, from xstate/graph: one implementation shared by the
// model tests, the flow atlas and the QA export.
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  getInitialMicrosteps,
  getMicrosteps,
} from 'xstate';
import { getStateNodes, TestModel, toDirectedGraph } from 'xstate/graph';
import { transitionKey } from './flow-record';
import type { FlowEntry } from './index';

export { transitionKey };

type AnySnapshot = ReturnType<AnyStateMachine['getInitialSnapshot']>;

const donePrefix = 'xstate.done.actor.';
const errorPrefix = 'xstate.error.actor.';

/** An actor's done or error events, as the scenarios list its outcomes. */
function actorOutcomes(entry: FlowEntry, type: string): AnyEventObject[] {
  if (type.startsWith(donePrefix)) {
    const outcomes = entry.scenarios.actors[type.slice(donePrefix.length)]?.done ?? [];
    return outcomes.map(({ output }) => ({ type, output }));
  }
  const outcomes = entry.scenarios.actors[type.slice(errorPrefix.length)]?.error ?? [];
  return outcomes.map(({ message, body, status }) => ({
    type,
    error: Object.assign(new Error(message), body ? { body } : {}, status ? { status } : {}),
  }));
}

/** The scenario's description of an actor outcome event, if it has one. */
export function outcomeDescription(entry: FlowEntry, event: AnyEventObject): string | undefined {
  const isDone = event.type.startsWith(donePrefix);
  if (!isDone && !event.type.startsWith(errorPrefix)) return undefined;
  const id = event.type.slice((isDone ? donePrefix : errorPrefix).length);
  const outcomes = (isDone ? entry.scenarios.actors[id]?.done : entry.scenarios.actors[id]?.error) ?? [];
  const index = actorOutcomes(entry, event.type).findIndex(
    (candidate) => serializeEvent(candidate) === serializeEvent(event),
  );
  return outcomes[index]?.description;
}

/** The events a snapshot accepts, with the scenarios' payloads (delays and actor outcomes included). */
export function eventsFor(entry: FlowEntry, snapshot: AnySnapshot): AnyEventObject[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[])
    for (const type of node.transitions.keys()) types.add(type);
  return [...types].flatMap((type): AnyEventObject[] => {
    if (type.startsWith('xstate.after.')) return [{ type }];
    if (type.startsWith(donePrefix) || type.startsWith(errorPrefix)) return actorOutcomes(entry, type);
    return ((entry.scenarios.events as Record<string, AnyEventObject[]>)[type] ?? []).filter((event) =>
      snapshot.can(event),
    );
  });
}

export function serializeEvent(event: AnyEventObject): string {
  const { error, ...rest } = event as AnyEventObject & { error?: unknown };
  if (!(error instanceof Error)) return JSON.stringify(rest);
  const { body, status } = error as Error & { body?: unknown; status?: number };
  return JSON.stringify({
    ...rest,
    error:
      body || status
        ? { message: error.message, ...(body ? { body } : {}), ...(status ? { status } : {}) }
        : error.message,
  });
}

/**
 * States are told apart by value, context and the step that reached them, so the shortest paths reach
 * every transition, not only every state value.
 */
export function flowTestModel(entry: FlowEntry) {
  return new TestModel(entry.machine, {
    input: entry.scenarios.input,
    events: (snapshot: AnySnapshot) => eventsFor(entry, snapshot),
    serializeState: (snapshot, event, previous) =>
      JSON.stringify({
        value: snapshot.value,
        context: entry.scenarios.contextKey ? entry.scenarios.contextKey(snapshot.context) : snapshot.context,
        via: event ? serializeEvent(event) : null,
        from: previous?.value ?? null,
      }),
    serializeEvent: (event) => serializeEvent(event),
  });
}

const stepsKey = (path: { steps: { event: AnyEventObject }[] }) =>
  path.steps.map((step) => serializeEvent(step.event)).join(' > ');

/**
 * Shortest paths to every distinct state, without those that are the start of a longer one; for a machine
 * whose scenarios ask for it, only the fewest of them that together reach every state and take every
 * transition.
 */
export function flowPaths(entry: FlowEntry) {
  const paths = flowTestModel(entry).getShortestPaths({ allowDuplicatePaths: true });
  const keys = paths.map(stepsKey);
  const shortest = paths.filter(
    (_, i) => !keys.some((other, j) => j !== i && other.startsWith(`${keys[i]} > `)),
  );
  return entry.scenarios.paths === 'covering' ? coveringPaths(entry.machine, shortest) : shortest;
}

type FlowPathOf = ReturnType<typeof flowTestModel>['getShortestPaths'] extends (
  ...args: never[]
) => (infer P)[]
  ? P
  : never;

/** The states a path reaches and the transitions it takes (by transitionKey). */
function elementsOf(machine: AnyStateMachine, path: FlowPathOf, cover: Cover): Set<string> {
  const elements = new Set<string>();
  path.steps.forEach((step, index) => {
    for (const node of (step.state as AnySnapshot)._nodes as AnyStateNode[]) elements.add(node.id);
    const before = path.steps[index - 1];
    if (!before || cover === 'states') return;
    for (const taken of machine.getTransitionData(before.state as never, step.event))
      elements.add(transitionKey(taken));
  });
  return elements;
}

/** What a selection of paths must take together: every state and transition, or every state. */
export type Cover = 'statesAndTransitions' | 'states';

/**
 * Greedily, the path that adds the most states and transitions not yet covered, until all are: events
 * that every state accepts (e.g. a session's cart events) would otherwise multiply the paths by the states.
 */
function coveringPaths(machine: AnyStateMachine, paths: FlowPathOf[]): FlowPathOf[] {
  const chosen = new Set(coveringSelection(machine, paths));
  return paths.filter((_, index) => chosen.has(index));
}

/**
 * The paths a test run plays (decision 032): the transition cover of the shortest paths, every state and
 * transition in the fewest paths; all of them with `allPaths` (QA keeps all shortest paths in the atlas).
 */
export function testedPaths(entry: FlowEntry, allPaths = false) {
  const paths = flowPaths(entry);
  return allPaths ? paths : coveringPaths(entry.machine, paths);
}

/** The indexes of the fewest of the paths that together reach every state and take every transition they do. */
export function coveringSelection(
  machine: AnyStateMachine,
  paths: FlowPathOf[],
  cover: Cover = 'statesAndTransitions',
): number[] {
  const elements = paths.map((path) => elementsOf(machine, path, cover));
  const covered = new Set<string>();
  const chosen = new Set<number>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    elements.forEach((set, index) => {
      if (chosen.has(index)) return;
      const gain = [...set].filter((element) => !covered.has(element)).length;
      if (gain > bestGain) [best, bestGain] = [index, gain];
    });
    if (best < 0) break;
    chosen.add(best);
    for (const element of elements[best]!) covered.add(element);
  }
  return [...chosen].sort((a, b) => a - b);
}

/** Every state id (minus the root) and every transition key of a machine. */
export function flowElements(machine: AnyStateMachine) {
  const states = getStateNodes(machine).map((node) => node.id);
  const transitions: string[] = [];
  const visit = (node: ReturnType<typeof toDirectedGraph>) => {
    for (const edge of node.edges) transitions.push(transitionKey(edge.transition));
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  return { states, transitions: [...new Set(transitions)] };
}

export interface FlowCoverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function coverageOf(
  machine: AnyStateMachine,
  visitedStates: Set<string>,
  takenTransitions: Set<string>,
) {
  const all = flowElements(machine);
  const measure = (ids: string[], seen: Set<string>) => {
    const missing = ids.filter((id) => !seen.has(id));
    return { covered: ids.length - missing.length, total: ids.length, missing };
  };
  return {
    states: measure(all.states, visitedStates),
    transitions: measure(all.transitions, takenTransitions),
  } satisfies FlowCoverage;
}

/**
 * What the model tests reach of a flow when they play its tested paths (testedPaths), computed from the
 * machine's graph without playing them: every state a step's snapshot holds and every transition a step takes,
 * as the harness counts them. The deployed atlas states it when the build has no model-test report (decision 057).
 */
export function pathCoverage(entry: FlowEntry): FlowCoverage {
  const visited = new Set<string>();
  const taken = new Set<string>();
  const visit = (snapshot: AnySnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) visited.add(node.id);
  };
  for (const path of testedPaths(entry))
    path.steps.forEach((step, index) => {
      visit(step.state as AnySnapshot);
      const before = path.steps[index - 1];
      // Every microstep's snapshot too, as the harness sees them: a transient state (left at once by an
      // `always` transition, the initial one's included) is in no step's resting snapshot.
      const microsteps = before
        ? getMicrosteps(entry.machine, before.state as never, step.event)
        : getInitialMicrosteps(entry.machine, entry.scenarios.input as never);
      for (const [snapshot] of microsteps) visit(snapshot as AnySnapshot);
      if (!before) return;
      // As the harness counts: a transition taken, and both its ends reached.
      for (const transition of entry.machine.getTransitionData(before.state as never, step.event)) {
        taken.add(transitionKey(transition));
        visited.add(transition.source.id);
        for (const node of transition.target ?? []) visited.add(node.id);
      }
    });
  return coverageOf(entry.machine, visited, taken);
}
