// Steps a machine by hand with xstate's pure transition functions: no actor runs, so the analyst decides
// every outcome (an event, an actor's done or error, a delay firing) from the scenarios.
import { useMemo, useState } from 'react';
import { type AnyEventObject, type AnyStateNode, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { eventsFor } from '../../../machines/graph';
import type { FlowEntry } from '../../../machines/index';
import { describeEvent } from './flow-paths';

type Snapshot = ReturnType<typeof getInitialSnapshot>;

export type SimulatorChoice = ReturnType<typeof describeEvent> & { source: AnyEventObject };

export interface SimulatorStep {
  snapshot: Snapshot;
  /** How the step was reached; none for the start. */
  choice?: SimulatorChoice;
}

const activeStates = (snapshot: Snapshot) =>
  ((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes ?? []).map((node) => node.id);

const choiceOf = (entry: FlowEntry, event: AnyEventObject): SimulatorChoice => ({
  ...describeEvent(entry, event),
  source: event,
});

export function useFlowSimulator(entry: FlowEntry) {
  const initial = useMemo(
    () => getInitialSnapshot(entry.machine, entry.scenarios.input) as Snapshot,
    [entry],
  );
  const [history, setHistory] = useState<SimulatorStep[]>([{ snapshot: initial }]);
  const current = history.at(-1)!.snapshot;
  const choices = useMemo(
    () =>
      current.status === 'active' ? eventsFor(entry, current).map((event) => choiceOf(entry, event)) : [],
    [entry, current],
  );
  return {
    history,
    current,
    activeStates: activeStates(current),
    isDone: current.status === 'done',
    choices,
    send(choice: SimulatorChoice) {
      const next = getNextSnapshot(entry.machine, current, choice.source) as Snapshot;
      setHistory((steps) => [...steps, { snapshot: next, choice }]);
    },
    back() {
      setHistory((steps) => (steps.length > 1 ? steps.slice(0, -1) : steps));
    },
    reset() {
      setHistory([{ snapshot: initial }]);
    },
    /** Replaces the history with the given events played from the start (a generated path, step by step). */
    replay(events: AnyEventObject[]) {
      let snapshot = initial;
      const steps: SimulatorStep[] = [{ snapshot }];
      for (const event of events) {
        snapshot = getNextSnapshot(entry.machine, snapshot, event) as Snapshot;
        steps.push({ snapshot, choice: choiceOf(entry, event) });
      }
      setHistory(steps);
    },
  };
}
