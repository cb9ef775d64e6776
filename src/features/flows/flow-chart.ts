// A machine as a statechart to draw: its states (nested, parallel, initial, final, with descriptions and
// invoked actors) and its transitions (event, guard, delay). Pure: the flow atlas and the QA export share it.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from '../../../machines/graph';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id, e.g. 'login.submitting'. */
  id: string;
  key: string;
  type: ChartStateType;
  /** Whether its parent enters it first (not meaningful for parallel regions, which all start). */
  isInitial: boolean;
  description?: string;
  tags: string[];
  /** Invoked actors, by invoke id. */
  invokes: string[];
  children: ChartState[];
}

export type ChartTrigger =
  | { kind: 'event'; event: string }
  | { kind: 'done' | 'error'; actor: string }
  | { kind: 'delay'; delay: string; ms: number | null }
  | { kind: 'always' };

export interface ChartTransition {
  /** Stable across copies of the machine (machines/graph transitionKey): coverage and paths name it so. */
  id: string;
  /** The event type as the machine sees it, e.g. 'xstate.done.actor.login'. */
  eventType: string;
  source: string;
  /** The target state id; the source itself for a transition that only runs actions. */
  target: string;
  trigger: ChartTrigger;
  guard?: string;
  description?: string;
  /** A transition without a target: it stays in the state and only runs actions. */
  isTargetless: boolean;
  /** The label drawn on the edge: event, guard in brackets. */
  label: string;
}

export interface Chart {
  machineId: string;
  root: ChartState;
  transitions: ChartTransition[];
}

const doneActor = /^xstate\.done\.actor\.(.+)$/;
const errorActor = /^xstate\.error\.actor\.(.+)$/;
const delayEvent = /^xstate\.after\.([^.]+)\./;

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  const { type } = guard as { type?: unknown };
  return typeof type === 'string' ? type : 'guard';
}

/** What causes a transition: a user event, an actor's outcome, a delay (its ms when fixed) or nothing. */
export function triggerOf(machine: AnyStateMachine, eventType: string): ChartTrigger {
  if (eventType === '') return { kind: 'always' };
  const done = doneActor.exec(eventType);
  if (done) return { kind: 'done', actor: done[1]! };
  const error = errorActor.exec(eventType);
  if (error) return { kind: 'error', actor: error[1]! };
  const delay = delayEvent.exec(eventType)?.[1];
  if (delay) {
    const named = (machine.implementations.delays as Record<string, unknown>)[delay];
    const ms = typeof named === 'number' ? named : Number(delay);
    return { kind: 'delay', delay, ms: Number.isFinite(ms) ? ms : null };
  }
  return { kind: 'event', event: eventType };
}

/** How a trigger reads on a diagram: the event, 'done: actor', 'after 5000 ms'. */
export function triggerLabel(trigger: ChartTrigger): string {
  switch (trigger.kind) {
    case 'event':
      return trigger.event;
    case 'done':
    case 'error':
      return `${trigger.kind}: ${trigger.actor}`;
    case 'delay':
      return trigger.ms === null || String(trigger.ms) !== trigger.delay
        ? `after ${trigger.delay}${trigger.ms === null ? '' : ` (${trigger.ms} ms)`}`
        : `after ${trigger.ms} ms`;
    case 'always':
      return 'always';
  }
}

function chartState(node: AnyStateNode, parent: AnyStateNode | undefined): ChartState {
  const initialIds = (parent?.initial?.target ?? []).map((target: AnyStateNode) => target.id);
  return {
    id: node.id,
    key: node.key,
    type: node.type as ChartStateType,
    isInitial: parent ? parent.type !== 'parallel' && initialIds.includes(node.id) : true,
    ...(node.description ? { description: node.description } : {}),
    tags: [...node.tags],
    invokes: node.invoke.map((invoke: { id: string }) => invoke.id),
    children: Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
      chartState(child, node),
    ),
  };
}

function chartTransition(machine: AnyStateMachine, transition: AnyTransitionDefinition): ChartTransition[] {
  const trigger = triggerOf(machine, transition.eventType);
  const guard = guardName(transition.guard);
  const label = `${triggerLabel(trigger)}${guard ? ` [${guard}]` : ''}`;
  const targets: readonly AnyStateNode[] = transition.target ?? [];
  const base = {
    id: transitionKey(transition),
    eventType: transition.eventType,
    source: transition.source.id,
    trigger,
    ...(guard ? { guard } : {}),
    ...(transition.description ? { description: transition.description } : {}),
    label,
  };
  if (targets.length === 0) return [{ ...base, target: transition.source.id, isTargetless: true }];
  return targets.map((target) => ({ ...base, target: target.id, isTargetless: false }));
}

/** The machine's statechart: every state and every transition, in definition order. */
export function chartOf(machine: AnyStateMachine): Chart {
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode) => {
    for (const list of node.transitions.values())
      for (const transition of list as AnyTransitionDefinition[])
        transitions.push(...chartTransition(machine, transition));
    for (const transition of (node.always ?? []) as AnyTransitionDefinition[])
      transitions.push(...chartTransition(machine, transition));
    for (const child of Object.values(node.states as Record<string, AnyStateNode>)) visit(child);
  };
  visit(machine.root);
  return { machineId: machine.id, root: chartState(machine.root, undefined), transitions };
}

/** Every state of the chart below the root, depth first. */
export function statesOf(chart: Chart): ChartState[] {
  const all: ChartState[] = [];
  const visit = (state: ChartState) => {
    for (const child of state.children) {
      all.push(child);
      visit(child);
    }
  };
  visit(chart.root);
  return all;
}
