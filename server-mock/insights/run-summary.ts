// A run's summary (docs/decisions/063): what the usage queries need of one run of one flow, kept up to date as
// its events arrive, in the transaction that stores them, so the atlas reads one row per run instead of its
// events. Folding a run's events, batch by batch in any order, gives the summary that folding them all at once
// would: the start is a minimum, the kept events are the first `maxRunEvents` by arrival (a later batch only
// adds after them), and the last state, the path's order and the target's tie-break use keys fixed per event.
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
  lastKey: bigint;
  lastTo: string[];
  /** Its kept steps (no start, no stop) in order: their keys, and the path as their texts joined. */
  stepKeys: bigint[];
  path: string;
  /** Per state, how often its kept events entered it and left it. */
  entered: { state: string; n: number }[];
  left: { state: string; n: number }[];
  /** Per transition key and the state it led to: how often, and its first arrival. */
  taken: { transition: string; target: string; n: number; first: bigint }[];
}

/** The separators of a path's text: between steps, within a step, between a step's transitions. */
export const stepSeparator = '\x1d';
export const eventSeparator = '\x1f';
export const transitionSeparator = '\x1e';

const seqFactor = 2n ** 80n;
const batchFactor = 1_048_576n;
/** Arrival: the batch, then the place in it. */
export const arrivalOf = ({ batch, idx }: Pick<ArrivedEvent, 'batch' | 'idx'>) =>
  BigInt(batch) * batchFactor + BigInt(idx);
/** A run's order: seq, then arrival. */
export const orderKeyOf = (arrived: ArrivedEvent) =>
  BigInt(arrived.event.seq) * seqFactor + arrivalOf(arrived);

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
    ? { ...summary, lastTo: summary.lastTo }
    : {
        flow: first.flow,
        run: first.run,
        firstAt: first.at,
        events: 0,
        done: false,
        lastKey: 0n,
        lastTo: [],
        stepKeys: [],
        path: '',
        entered: [],
        left: [],
        taken: [],
      };
  const texts = next.stepKeys.length ? next.path.split(stepSeparator) : [];
  const steps = next.stepKeys.map((key, i) => ({ key, text: texts[i]! }));
  const entered = counts(next.entered);
  const left = counts(next.left);
  const taken = new Map(next.taken.map((entry) => [`${entry.transition}\n${entry.target}`, { ...entry }]));
  for (const item of arrived) {
    const { event } = item;
    next.firstAt = Math.min(next.firstAt, event.at);
    next.events++;
    if (next.events > maxRunEvents) continue;
    if (event.status === 'done') next.done = true;
    const key = orderKeyOf(item);
    if (next.events === 1 || key > next.lastKey) [next.lastKey, next.lastTo] = [key, event.to];
    if (!notSteps.includes(event.event))
      steps.push({
        key,
        text: `${event.event}${eventSeparator}${event.transitions.join(transitionSeparator)}`,
      });
    const into = event.to.filter((state) => !event.from.includes(state));
    for (const state of into) entered.set(state, (entered.get(state) ?? 0) + 1);
    for (const state of event.from.filter((state) => !event.to.includes(state)))
      left.set(state, (left.get(state) ?? 0) + 1);
    const arrival = arrivalOf(item);
    for (const transition of event.transitions) {
      const target = targetOf(transition, into[0]);
      const id = `${transition}\n${target}`;
      const entry = taken.get(id);
      if (entry) {
        entry.n++;
        if (arrival < entry.first) entry.first = arrival;
      } else taken.set(id, { transition, target, n: 1, first: arrival });
    }
  }
  steps.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  next.stepKeys = steps.map(({ key }) => key);
  next.path = steps.map(({ text }) => text).join(stepSeparator);
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
