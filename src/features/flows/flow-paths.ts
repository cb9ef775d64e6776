// The generated shortest paths of a flow as plain data: what the atlas lists and plays, and what QA
// exports as JSON, Gherkin or a Playwright skeleton.
import type { AnyEventObject, AnyStateNode } from 'xstate';
import { flowPaths, outcomeDescription, serializeEvent } from '../../../machines/graph';
import type { FlowEntry } from '../../../machines/index';
import { triggerLabel, triggerOf } from './flow-chart';

export type FlowStepKind = 'start' | 'event' | 'done' | 'error' | 'delay' | 'always';

export interface FlowStep {
  kind: FlowStepKind;
  /** The event as JSON (an actor error as `{ message, body }`); none for the start. */
  event?: Record<string, unknown>;
  /** How the step reads: 'login.submit', 'done: login', 'after 5000 ms'. */
  label: string;
  /** The scenario's description of an actor outcome, when it has one. */
  description?: string;
  /** How long a delay step waits. */
  delayMs?: number;
  /** The active atomic and final states after the step, by id ('login.failed'). */
  states: string[];
}

export interface FlowPath {
  /** '1'..'n', in generation order (most frequent first for paths from recorded usage). */
  id: string;
  /** For a path from recorded usage: how many recorded runs took it. */
  runs?: number;
  /** Reads like a test name: what happens, then the state it ends in. */
  name: string;
  steps: FlowStep[];
}

interface PathSnapshot {
  _nodes: AnyStateNode[];
}

const leafStates = (snapshot: PathSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);

/** How an event reads: its kind, label ('done: login', 'after 5000 ms'), payload and scenario description. */
export function describeEvent(
  entry: FlowEntry,
  event: AnyEventObject,
): Omit<FlowStep, 'states'> & { detail: string } {
  const json = JSON.parse(serializeEvent(event)) as Record<string, unknown>;
  const { type: _type, ...payload } = json;
  const detail = Object.keys(payload).length ? JSON.stringify(payload) : '';
  const trigger = triggerOf(entry.machine, event.type);
  const step = { event: json, label: triggerLabel(trigger), detail };
  switch (trigger.kind) {
    case 'done':
    case 'error': {
      const description = outcomeDescription(entry, event);
      return { kind: trigger.kind, ...step, ...(description ? { description } : {}) };
    }
    case 'delay':
      return { kind: 'delay', ...step, ...(trigger.ms === null ? {} : { delayMs: trigger.ms }) };
    default:
      return { kind: trigger.kind, ...step };
  }
}

const stateName = (machineId: string, states: string[]) =>
  states.map((id) => id.slice(machineId.length + 1)).join(' + ');

/** A path as machines/graph makes them: the start, then each event with the snapshot it leads to. */
export interface WalkedPath {
  steps: { event: AnyEventObject; state: unknown }[];
}

/** The flow's shortest paths (machines/graph flowPaths), or other walks through it, as data. */
export function pathsOf(entry: FlowEntry, generated: WalkedPath[] = flowPaths(entry)): FlowPath[] {
  const machineId = entry.machine.id;
  return generated.map((path, index) => {
    const steps = path.steps.map(({ event, state }, stepIndex): FlowStep => {
      const states = leafStates(state as unknown as PathSnapshot);
      if (stepIndex === 0) return { kind: 'start', label: 'start', states };
      const { detail: _detail, ...step } = describeEvent(entry, event);
      return { ...step, states };
    });
    // What happens, then where it ends: 'login.change → login.submit → error: login ⇒ failed'.
    const happenings = steps.slice(1).map((step) => step.label);
    const end = stateName(machineId, steps.at(-1)!.states);
    const name = happenings.length ? `${happenings.join(' → ')} ⇒ ${end}` : end;
    return { id: String(index + 1), name, steps };
  });
}
