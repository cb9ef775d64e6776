// Model-based testing: the shortest paths of a registered machine that together take every transition (all of
// them with MODEL_ALL_PATHS=1), executed against the real view over the in-process backend. Fails a machine
// below 100 % state or transition coverage.
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnyEventObject, AnyStateNode, InspectionEvent, Snapshot } from 'xstate';
import { coverageOf, serializeEvent, testedPaths, transitionKey } from '../../machines/graph';
import type { FlowEntry } from '../../machines/index';
import type { FlowClock } from '../../src/lib/flow-actor';
import { renderApp } from '../support/render-app';
import { createBackendGate, createTestBackend, type TestBackend } from '../support/test-backend';
import { writeFlowCoverage } from '../tools/flow-coverage';

type MachineSnapshot = Snapshot<unknown> & { value: unknown; _nodes: AnyStateNode[]; context: unknown };

export interface StepContext {
  user: ReturnType<typeof userEvent.setup>;
  backend: TestBackend;
  router: Awaited<ReturnType<typeof renderApp>>['router'];
  /** The machine's snapshot in the view right now. */
  snapshot: MachineSnapshot;
}

export interface ModelAdapter {
  flow: FlowEntry;
  /** Where the view lives (a function when `prepare` makes part of it, e.g. a token from a mail). */
  url: string | (() => string);
  /**
   * Per invoke id, the backend routes its actor calls ('POST /api/...', path templates allowed): held
   * until the path decides how the actor ends.
   */
  actorRoutes: Record<string, string | string[]>;
  /**
   * The machine's delays wait for the path instead of following the page's timers (default): a delay never
   * passes on its own, however long a busy machine takes to check the view in the state before it. False: the
   * page's fake timers, which follow real time and skip the delay on its step.
   */
  manualClock?: boolean;
  /**
   * Actors whose release lets only their own request through: the next actor calls the same route and
   * must wait for its own step (by default an actor's further requests pass until the next step).
   */
  singleRequestActors?: string[];
  /**
   * Actors whose outputs carrying `details`, or empty (`{}`), are answered as a 200 with that body (the fault
   * control): the accounts service may refuse on a 200, and the flow reads it as the error it names.
   */
  detailsReplies?: string[];
  /** Runs before an actor outcome is produced: backend data that makes the real actor end that way. */
  arrangeOutcome?: (event: AnyEventObject, context: StepContext) => Promise<void> | void;
  /**
   * Actor outcomes the app reaches without a request, as soon as the actor starts (e.g. a gift card without a
   * checkout token: nothing is sent). Such an outcome is arranged (`arrangeOutcome`) before the step that starts
   * its actor, whose state is passed through rather than checked; its own step only checks where it led.
   */
  isUnsentOutcome?: (event: AnyEventObject) => boolean;
  /** Runs before the app renders: data the view needs (a cart, a cookie). */
  prepare?: (backend: TestBackend) => Promise<void> | void;
  /** Runs after the app renders, before the first state: opens the view that holds the machine. */
  ready?: (context: Omit<StepContext, 'snapshot'>) => Promise<void>;
  /** Per state (id without the machine's id, e.g. 'idle' or 'form.editing'): what the user sees. */
  states: Record<string, (context: StepContext) => Promise<void> | void>;
  /** Per user event type: how the user causes it in the view. */
  events: Record<string, (event: AnyEventObject, context: StepContext) => Promise<void>>;
}

/** A clock whose timeouts fire only when a path's delay step advances it. */
class ManualClock implements FlowClock {
  private now = 0;
  private nextId = 0;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();
  setTimeout(fn: (...args: unknown[]) => void, timeout: number) {
    this.nextId += 1;
    this.timers.set(this.nextId, { at: this.now + timeout, fn });
    return this.nextId;
  }
  clearTimeout(id: number) {
    this.timers.delete(id);
  }
  advance(ms: number) {
    this.now += ms;
    const due = [...this.timers]
      .filter(([, timer]) => timer.at <= this.now)
      .sort((a, b) => a[1].at - b[1].at);
    for (const [id, timer] of due) {
      this.timers.delete(id);
      act(() => timer.fn());
    }
  }
}

/**
 * The milliseconds of an `xstate.after.<ms or delay name>.<state id>` event (0 for other events); a named
 * delay may depend on the context (e.g. 300 ms times a card's index).
 */
function delayOf(flow: FlowEntry, eventType: string, context?: unknown): number {
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];
  if (!delay) return 0;
  const named = (flow.machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'function') return Number(named({ context, event: { type: eventType } })) || 0;
  return Number(typeof named === 'number' ? named : delay) || 0;
}

/**
 * An output the accounts service answers as a 200 body, which the backend would not give for the scenario: one that
 * carries `details`, or an empty reply (`{}`: none of the call's fields, as a 204 gives too).
 */
const isServiceReply = (output: unknown) =>
  typeof (output as { details?: unknown } | undefined)?.details === 'string' ||
  (typeof output === 'object' && output !== null && Object.keys(output).length === 0);

const describeStep = (event: AnyEventObject) => serializeEvent(event).replaceAll('"', '');

export function modelTest(adapter: ModelAdapter) {
  const { flow } = adapter;
  const visited = new Set<string>();
  const taken = new Set<string>();
  // The transition cover of the shortest paths; MODEL_ALL_PATHS=1 walks every one (decision 032).
  const paths = testedPaths(flow, process.env.MODEL_ALL_PATHS === '1');
  const relativeId = (node: AnyStateNode) => node.id.slice(flow.machine.id.length + 1);

  // In the order written, also in a shuffled run (`--sequence.shuffle`): the cover check counts what the paths
  // before it took.
  describe(`model: ${flow.id}`, { shuffle: false }, () => {
    for (const path of paths) {
      const name =
        path.steps
          .slice(1)
          .map((step) => describeStep(step.event))
          .join(' → ') || 'initial state';
      // The machine's delays pass only on their step (a 300 s countdown takes no 300 s, a 700 ms lock does not
      // lapse before a busy machine has checked the view); without the manual clock, fake timers skip them.
      const clock = adapter.manualClock === false ? undefined : new ManualClock();
      const usesDelays =
        !clock &&
        path.steps.some(
          (step, index) => delayOf(flow, step.event.type, path.steps[index - 1]?.state.context) > 0,
        );
      it(name, async () => {
        if (usesDelays) {
          vi.useFakeTimers({
            shouldAdvanceTime: true,
            toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
          });
          onTestFinished(() => {
            vi.useRealTimers();
          });
        }
        let snapshot: MachineSnapshot | undefined;
        const inspect = (event: InspectionEvent) => {
          if ((event.actorRef as { logic?: { id?: string } }).logic?.id !== flow.machine.id) return;
          if (event.actorRef.sessionId !== event.rootId) return;
          if (event.type === '@xstate.snapshot') {
            snapshot = event.snapshot as MachineSnapshot;
            for (const node of snapshot._nodes) visited.add(node.id);
          }
          if (event.type === '@xstate.microstep')
            for (const t of event._transitions) {
              taken.add(transitionKey(t));
              // A transient state (left at once by an `always` transition) is in no resting snapshot: both
              // ends of every transition taken count as reached.
              visited.add(t.source.id);
              for (const node of t.target ?? []) visited.add(node.id);
            }
        };
        const backend = createTestBackend();
        const gate = createBackendGate(backend, Object.values(adapter.actorRoutes).flat());
        await adapter.prepare?.(backend);
        const { router } = await renderApp(typeof adapter.url === 'function' ? adapter.url() : adapter.url, {
          fetch: gate.fetch,
          inspect,
          clock,
        });
        const user = userEvent.setup();
        await adapter.ready?.({ user, backend, router });
        const context = (): StepContext => ({ user, backend, router, snapshot: snapshot! });

        const isUnsent = (event: AnyEventObject | undefined): event is AnyEventObject =>
          event?.type.startsWith('xstate.done.actor.') === true && adapter.isUnsentOutcome?.(event) === true;
        for (const [index, step] of path.steps.entries()) {
          const { event } = step;
          const next = path.steps[index + 1]?.event;
          // The next outcome comes without a request: arranged now, before this step starts its actor.
          const arrangeNext = async () => {
            if (isUnsent(next)) await adapter.arrangeOutcome?.(next, context());
          };
          gate.hold();
          if (index > 0 && isUnsent(event)) {
            // Arranged before the previous step: the actor has ended already.
          } else if (index > 0) {
            const actorId = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
            // A delay passes in real time: the harness only waits below for the machine's own timer.
            const isDelay = event.type.startsWith('xstate.after.');
            if (/^xstate\.(done|error)\.actor\./.test(event.type))
              await adapter.arrangeOutcome?.(event, context());
            await arrangeNext();
            if (isDelay && clock) clock.advance(delayOf(flow, event.type, snapshot?.context));
            else if (isDelay) vi.advanceTimersByTime(delayOf(flow, event.type, snapshot?.context));
            else if (
              event.type.startsWith('xstate.done.actor.') &&
              adapter.detailsReplies?.includes(actorId) &&
              isServiceReply(event.output)
            )
              await gate.fail(
                adapter.actorRoutes[actorId]!,
                '',
                event.output as Record<string, unknown>,
                200,
              );
            else if (event.type.startsWith('xstate.done.actor.'))
              await gate.release(adapter.actorRoutes[actorId]!, {
                following: !adapter.singleRequestActors?.includes(actorId),
              });
            else if (event.type.startsWith('xstate.error.actor.'))
              await gate.fail(
                adapter.actorRoutes[actorId]!,
                (event.error as Error).message,
                (event.error as { body?: Record<string, unknown> }).body,
                (event.error as { status?: number }).status,
              );
            else {
              const exec = adapter.events[event.type];
              if (!exec) throw new Error(`The ${flow.id} adapter has no way to cause '${event.type}'`);
              await exec(event, context());
            }
          }
          // The actor this step started has ended already (the next outcome needs no request).
          if (isUnsent(next)) continue;
          await waitFor(() =>
            expect(snapshot?.value, `after ${describeStep(event)}`).toEqual(step.state.value),
          );
          for (const node of snapshot!._nodes.filter(
            (entry) => entry.type === 'atomic' || entry.type === 'final',
          )) {
            const assertState = adapter.states[relativeId(node)];
            if (!assertState)
              throw new Error(`The ${flow.id} adapter does not say what '${relativeId(node)}' shows`);
            await waitFor(() => assertState(context()));
          }
        }
        // Generous: a path is a few seconds on a quiet machine, but CI machines are small and shared, and a
        // worker's first path also compiles the app's lazily loaded routes (the files share modules, decision 050).
      }, 120_000);
    }

    it('reaches 100 % of states and transitions through the view', () => {
      const coverage = coverageOf(flow.machine, visited, taken);
      writeFlowCoverage(flow.id, coverage);
      expect(coverage.states.missing, 'states never reached').toEqual([]);
      expect(coverage.transitions.missing, 'transitions never taken').toEqual([]);
    });
  });
}
