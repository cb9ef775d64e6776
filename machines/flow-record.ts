// One recorded transition of a flow actor (FlowEvent, openapi/app.yaml) from XState's inspection events:
// the shop's recorder and the sample generator share this, so real and generated traffic read alike.
import type { ActorRefLike, AnyStateNode, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import type { FlowEvent } from '../openapi/types';

/** A stable name of a transition, the same across `machine.provide()` copies of the machine. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  // Eventless transitions are the source's `always` list (they were all '#-1' before issue 20).
  const candidates =
    (transition.eventType === ''
      ? transition.source.always
      : transition.source.transitions.get(transition.eventType)) ?? [];
  const index = candidates.findIndex(
    (candidate) =>
      candidate === transition ||
      (candidate.guard === transition.guard && candidate.target === transition.target),
  );
  return `${transition.source.id} ${transition.eventType} #${index}`;
}

/** The registry's id of a machine (machines/index.ts): its own id in kebab case, `cartLine` → `cart-line`. */
export const flowIdOf = (machineId: string) =>
  machineId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

interface MachineSnapshotLike {
  status: FlowEvent['status'];
  machine?: { id: string };
  _nodes?: AnyStateNode[];
}

/** The ids of the active atomic (and final) state nodes. */
const activeStates = (snapshot: MachineSnapshotLike) =>
  (snapshot._nodes ?? [])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.id);

export interface FlowRecordOptions {
  /** A new random run id (at most 64 word characters or dashes). */
  runId: () => string;
  /** Epoch milliseconds of an event. */
  now: () => number;
  /** Whether a run that starts now is recorded (sampling and consent); asked once, at its start. */
  startsRun: (flow: string) => boolean;
  emit: (event: FlowEvent) => void;
}

interface Run {
  id: string;
  flow: FlowEvent['flow'];
  seq: number;
  states: string[];
  /** Transitions taken by the microsteps of the macrostep in progress. */
  taken: string[];
}

/**
 * An `inspect` callback for actors: one FlowEvent per macrostep of a root machine actor whose start it saw
 * (event type, atomic states before and after, the transitions taken), none for an event nothing accepted.
 * Invoked child actors are not flows of their own. Constant work per event: no payload is read or copied.
 */
export function createFlowRecord(options: FlowRecordOptions): (event: InspectionEvent) => void {
  /** A run per actor; null for an actor whose run is not recorded. */
  const runs = new WeakMap<ActorRefLike, Run | null>();
  const start = (actor: ActorRefLike, snapshot: MachineSnapshotLike): Run | null => {
    // The registry's ids are the contract's FlowId (tests/unit/flow-ids.test.ts).
    const flow = snapshot.machine ? (flowIdOf(snapshot.machine.id) as FlowEvent['flow']) : undefined;
    const run =
      flow && options.startsRun(flow) ? { id: options.runId(), flow, seq: 0, states: [], taken: [] } : null;
    runs.set(actor, run);
    return run;
  };
  /** Its start is recorded now, at the state it is in (the snapshot before the step in progress). */
  const adopt = (actor: ActorRefLike): Run | null => {
    const current = actor.getSnapshot() as MachineSnapshotLike | undefined;
    if (current?.status !== 'active') {
      runs.set(actor, null);
      return null;
    }
    const run = start(actor, current);
    if (run) {
      run.states = activeStates(current);
      options.emit({
        run: run.id,
        flow: run.flow,
        seq: run.seq++,
        at: options.now(),
        event: 'xstate.init',
        from: [],
        to: run.states,
        transitions: [],
        status: 'active',
      });
    }
    return run;
  };
  return (inspection) => {
    if (inspection.type !== '@xstate.microstep' && inspection.type !== '@xstate.snapshot') return;
    const actor = inspection.actorRef;
    if (actor.sessionId !== inspection.rootId) return;
    let run = runs.get(actor);
    if (inspection.type === '@xstate.microstep') {
      // A run under way when the recorder came (it loads after the first paint): taken up from where it is.
      if (run === undefined && inspection.event.type !== 'xstate.init') run = adopt(actor);
      if (run) for (const transition of inspection._transitions) run.taken.push(transitionKey(transition));
      return;
    }
    const snapshot = inspection.snapshot as MachineSnapshotLike;
    const type = inspection.event.type;
    if (type === 'xstate.init') {
      run = start(actor, snapshot);
      // The start takes no transition of its own (its eventless ones are part of where it starts).
      if (run) run.taken = [];
    }
    // Not recorded (sampled out, no consent), or an event nothing accepted before the recorder took it up.
    if (!run) return;
    const to = activeStates(snapshot);
    const unchanged = run.taken.length === 0 && snapshot.status === 'active' && type !== 'xstate.init';
    if (!unchanged)
      options.emit({
        run: run.id,
        flow: run.flow,
        seq: run.seq++,
        at: options.now(),
        event: type,
        from: run.states,
        to,
        transitions: run.taken,
        status: snapshot.status,
      });
    run.states = to;
    run.taken = [];
    if (snapshot.status !== 'active') runs.set(actor, null);
  };
}
