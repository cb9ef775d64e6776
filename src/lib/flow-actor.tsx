// Creates a flow's actor for a view. An inspector (tests, the flow atlas) can watch every actor created; the
// flow recorder (docs/decisions/034) sees them all through a global slot.
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, AnyStateMachine, InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/**
 * Where the flow recorder (flow-recorder.ts) installs itself once loaded with consent; the session runtime reads
 * it too. A global slot, not a module the three share: such a module would be a chunk of its own, whose name the
 * entry's preload map carries (bytes on the first paint, measured). Until then a transition costs one lookup.
 */
export const flowRecorderSlot = Symbol.for('statefront.flowRecorder');
const recorderOf = () => (globalThis as { [flowRecorderSlot]?: Inspect })[flowRecorderSlot];
/** What sets and clears the timeouts of a flow's delays. */
export type FlowClock = NonNullable<ActorOptions<AnyStateMachine>['clock']>;

const FlowInspectorContext = createContext<{ inspect: Inspect; clock?: FlowClock } | undefined>(undefined);

/** Watches every flow actor; a test may also hand them a clock of its own for their delays. */
export function FlowInspector({
  inspect,
  clock,
  children,
}: {
  inspect: Inspect;
  clock?: FlowClock;
  children: ReactNode;
}) {
  return <FlowInspectorContext.Provider value={{ inspect, clock }}>{children}</FlowInspectorContext.Provider>;
}

export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'inspect'> = {},
) {
  const inspector = useContext(FlowInspectorContext);
  return useActorRef(machine, {
    ...options,
    inspect: (event) => {
      inspector?.inspect(event);
      recorderOf()?.(event);
    },
    ...(inspector?.clock ? { clock: inspector.clock } : {}),
  });
}
