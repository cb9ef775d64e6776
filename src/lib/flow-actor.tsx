// Creates a flow's actor for a view. An inspector (tests, the flow atlas) can watch every actor created; the
// flow recorder (docs/decisions/034) sees them all through flow-inspection.ts.
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, AnyStateMachine, InspectionEvent } from 'xstate';
import { withFlowRecorder } from './flow-inspection';

type Inspect = (event: InspectionEvent) => void;
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
    inspect: withFlowRecorder(inspector?.inspect),
    ...(inspector?.clock ? { clock: inspector.clock } : {}),
  });
}
