// A run's summary (docs/decisions/063): what the usage queries need of one run of one flow, kept up to date as
// its events arrive, in the transaction that stores them, so the atlas reads one row per run instead of its
// events. Folding a run's events, batch by batch in any order, gives the summary that folding them all at once
// would: the start is a minimum, the kept events are the first `maxRunEvents` by arrival (a later batch only
// adds after them), and the last state, the path's order and the target's tie-break use keys fixed per event:
// within the run its seq and its rank of arrival, across runs its batch and place.
import type { FlowEvent } from '../../openapi/types.ts';
import { maxRunEvents, notSteps, sourceOf } from './flow-store.ts';

/** An event as stored: its batch (increasing with arrival) and its place in the batch. */
export interface ArrivedEvent {
  event: FlowEvent;
  batch: number;
  idx: number;
}

export interface RunSummary {
  flow: string;
  run: string;
  /** The time of its earliest event (of all, kept or not): the day it counts on. */
  firstAt: number;
  /** Every event stored of it (the first `maxRunEvents` by arrival are kept). */
  events: number;
  /** Whether a kept event ended the flow. */
  done: boolean;
  /** The order key of its last kept event (seq, then arrival) and that event's states. */
  lastKey: number;
  lastTo: string[];
  /** Its kept steps (no start, no stop) in order: their keys and texts (`stepText`). */
  stepKeys: number[];
  steps: string[];
  /** Per state, how often its kept events entered it and left it. */
  entered: { state: string; n: number }[];
  left: { state: string; n: number }[];
  /** Per transition key and the state it led to: how often, and its first arrival (batch, place). */
  taken: { transition: string; target: string; n: number; firstBatch: number; firstIdx: number }[];
}

/** The separators of a path's text: between steps, within a step, between a step's transitions. */
export const stepSeparator = '\x1d';
export const eventSeparator = '\x1f';
export const transitionSeparator = '\x1e';

/** A run's order of its kept events: seq, then the rank of arrival in the run (1 to maxRunEvents). */
const orderKey = (seq: number, rank: number) => seq * 1024 + rank;

/** A step of a path as text: its event, then its transitions. */
export const stepText = (event: FlowEvent) =>
  `${event.event}${eventSeparator}${event.transitions.join(transitionSeparator)}`;

/** Arrival order of a batch's events, as the store numbers them: batch, then seq, then place. */
export const byArrival = (a: ArrivedEvent, b: ArrivedEvent) =>
  a.batch - b.batch || a.event.seq - b.event.seq || a.idx - b.idx;

/** The state a transition led to: the first state its event entered, else its own source (within a state). */
export const targetOf = (transition: string, firstEntered: string | undefined) =>
  firstEntered ?? sourceOf(transition);

const counts = (list: { state: string; n: number }[]) => new Map(list.map(({ state, n }) => [state, n]));
const countList = (map: Map<string, number>) => [...map].map(([state, n]) => ({ state, n }));

/**
 * The summary of a run after `arrived` (its newly stored events, in arrival order, all arrived after those
 * already folded into `summary`).
 */
export function foldRun(summary: RunSummary | undefined, arrived: ArrivedEvent[]): RunSummary {
  const first = arrived[0]!.event;
  const next: RunSummary = summary
    ? { ...summary }
    : {
        flow: first.flow,
        run: first.run,
        firstAt: first.at,
        events: 0,
        done: false,
        lastKey: 0,
        lastTo: [],
        stepKeys: [],
        steps: [],
        entered: [],
        left: [],
        taken: [],
      };
  const steps = next.stepKeys.map((key, i) => ({ key, text: next.steps[i]! }));
  const entered = counts(next.entered);
  const left = counts(next.left);
  const taken = new Map(next.taken.map((entry) => [`${entry.transition}\n${entry.target}`, { ...entry }]));
  for (const { event, batch, idx } of arrived) {
    next.firstAt = Math.min(next.firstAt, event.at);
    next.events++;
    if (next.events > maxRunEvents) continue;
    if (event.status === 'done') next.done = true;
    const key = orderKey(event.seq, next.events);
    if (next.events === 1 || key > next.lastKey) [next.lastKey, next.lastTo] = [key, event.to];
    if (!notSteps.includes(event.event)) steps.push({ key, text: stepText(event) });
    const into = event.to.filter((state) => !event.from.includes(state));
    for (const state of into) entered.set(state, (entered.get(state) ?? 0) + 1);
    for (const state of event.from.filter((state) => !event.to.includes(state)))
      left.set(state, (left.get(state) ?? 0) + 1);
    for (const transition of event.transitions) {
      const target = targetOf(transition, into[0]);
      const id = `${transition}\n${target}`;
      const entry = taken.get(id);
      if (!entry) taken.set(id, { transition, target, n: 1, firstBatch: batch, firstIdx: idx });
      else {
        entry.n++;
        if (batch < entry.firstBatch || (batch === entry.firstBatch && idx < entry.firstIdx))
          [entry.firstBatch, entry.firstIdx] = [batch, idx];
      }
    }
  }
  steps.sort((a, b) => a.key - b.key);
  next.stepKeys = steps.map(({ key }) => key);
  next.steps = steps.map(({ text }) => text);
  next.entered = countList(entered);
  next.left = countList(left);
  next.taken = [...taken.values()];
  return next;
}

/** The runs of a list of stored events (any order) folded from nothing, in arrival order. */
export function summariesOf(arrived: ArrivedEvent[]): RunSummary[] {
  const perRun = new Map<string, ArrivedEvent[]>();
  for (const item of arrived) {
    const id = `${item.event.flow}\n${item.event.run}`;
    const list = perRun.get(id);
    if (list) list.push(item);
    else perRun.set(id, [item]);
  }
  return [...perRun.values()].map((events) => foldRun(undefined, events.sort(byArrival)));
}
