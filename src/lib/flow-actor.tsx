// Creates a flow's actor for a view. An inspector (tests, the flow atlas) can watch every actor created.
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, AnyStateMachine, InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

const FlowInspectorContext = createContext<Inspect | undefined>(undefined);

export function FlowInspector({ inspect, children }: { inspect: Inspect; children: ReactNode }) {
  return <FlowInspectorContext.Provider value={inspect}>{children}</FlowInspectorContext.Provider>;
}

export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Omit<ActorOptions<TMachine>, 'inspect'> = {},
) {
  const inspect = useContext(FlowInspectorContext);
  return useActorRef(machine, inspect ? { ...options, inspect } : options);
}
