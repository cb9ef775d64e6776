// The shape of a machine's scenarios: sample payloads per event and per actor outcome. They are the
// single source for path generation (model tests, the flow atlas, the QA export).
import type { AnyStateMachine, ContextFrom, EventFromLogic, EventObject, InputFrom } from 'xstate';

type UserEvent<TEvent extends EventObject> = Exclude<TEvent, { type: `xstate.${string}` }>;

export interface ActorOutcomes {
  /** Outputs the actor can finish with. */
  done?: { output: unknown; description?: string }[];
  /**
   * Messages the actor can fail with; '' stands for an error without a message of its own. `body` is the
   * server's error body when the flow reads more than the message (e.g. the accounts service's `details`);
   * `status` the HTTP status when the flow tells failures apart by it (default: a 500).
   */
  error?: { message: string; body?: Record<string, unknown>; status?: number; description?: string }[];
}

export interface MachineScenarios<TMachine extends AnyStateMachine> {
  /** Sample input for machines that take one. */
  input?: InputFrom<TMachine>;
  /** Every event the machine accepts from outside, each with at least one sample. */
  events: {
    [K in UserEvent<EventFromLogic<TMachine>>['type']]: Extract<EventFromLogic<TMachine>, { type: K }>[];
  };
  /** Per invoke id: the outcomes to explore. */
  actors: Record<string, ActorOutcomes>;
  /**
   * The part of the context that tells states apart for path generation (default: all of it). Keeps
   * the number of paths small when the context holds values (typed text) that no guard looks at.
   */
  contextKey?: (context: ContextFrom<TMachine>) => unknown;
  /**
   * 'covering': only the fewest shortest paths that together reach every state and take every transition
   * (for a machine whose events are accepted in every state, which would multiply the paths by its states).
   * Default: every shortest path.
   */
  paths?: 'shortest' | 'covering';
}
