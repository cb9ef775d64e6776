// Model-based testing: every shortest path of a registered machine, executed against the real view
// over the in-process backend. Fails a machine below 100 % state or transition coverage.
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateNode, InspectionEvent, Snapshot } from 'xstate';
import { coverageOf, flowPaths, serializeEvent, transitionKey } from '../../machines/graph';
import type { FlowEntry } from '../../machines/index';
import { renderApp } from '../support/render-app';
import { createBackendGate, createTestBackend, type TestBackend } from '../support/test-backend';

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
  /** Where the view lives. */
  url: string;
  /** Per invoke id, the backend route its actor calls ('POST /api/...'): held until the path decides. */
  actorRoutes: Record<string, string>;
  /** Per state (id without the machine's id, e.g. 'idle' or 'form.editing'): what the user sees. */
  states: Record<string, (context: StepContext) => Promise<void> | void>;
  /** Per user event type: how the user causes it in the view. */
  events: Record<string, (event: AnyEventObject, context: StepContext) => Promise<void>>;
}

const describeStep = (event: AnyEventObject) => serializeEvent(event).replaceAll('"', '');

export function modelTest(adapter: ModelAdapter) {
  const { flow } = adapter;
  const visited = new Set<string>();
  const taken = new Set<string>();
  const paths = flowPaths(flow);
  const relativeId = (node: AnyStateNode) => node.id.slice(flow.machine.id.length + 1);

  describe(`model: ${flow.id}`, () => {
    for (const path of paths) {
      const name =
        path.steps
          .slice(1)
          .map((step) => describeStep(step.event))
          .join(' → ') || 'initial state';
      it(name, async () => {
        let snapshot: MachineSnapshot | undefined;
        const inspect = (event: InspectionEvent) => {
          if ((event.actorRef as { logic?: { id?: string } }).logic?.id !== flow.machine.id) return;
          if (event.actorRef.sessionId !== event.rootId) return;
          if (event.type === '@xstate.snapshot') {
            snapshot = event.snapshot as MachineSnapshot;
            for (const node of snapshot._nodes) visited.add(node.id);
          }
          if (event.type === '@xstate.microstep')
            for (const t of event._transitions) taken.add(transitionKey(t));
        };
        const backend = createTestBackend();
        const gate = createBackendGate(backend, Object.values(adapter.actorRoutes));
        const { router } = await renderApp(adapter.url, { fetch: gate.fetch, inspect });
        const user = userEvent.setup();
        const context = (): StepContext => ({ user, backend, router, snapshot: snapshot! });

        for (const [index, step] of path.steps.entries()) {
          const { event } = step;
          if (index > 0) {
            const actorId = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
            if (event.type.startsWith('xstate.done.actor.'))
              await gate.release(adapter.actorRoutes[actorId]!);
            else if (event.type.startsWith('xstate.error.actor.'))
              await gate.fail(adapter.actorRoutes[actorId]!, (event.error as Error).message);
            else {
              const exec = adapter.events[event.type];
              if (!exec) throw new Error(`The ${flow.id} adapter has no way to cause '${event.type}'`);
              await exec(event, context());
            }
          }
          await waitFor(
            () => expect(snapshot?.value, `after ${describeStep(event)}`).toEqual(step.state.value),
            {
              timeout: 3000,
            },
          );
          for (const node of snapshot!._nodes.filter(
            (entry) => entry.type === 'atomic' || entry.type === 'final',
          )) {
            const assertState = adapter.states[relativeId(node)];
            if (!assertState)
              throw new Error(`The ${flow.id} adapter does not say what '${relativeId(node)}' shows`);
            await waitFor(() => assertState(context()), { timeout: 3000 });
          }
        }
      });
    }

    it('reaches 100 % of states and transitions through the view', () => {
      const coverage = coverageOf(flow.machine, visited, taken);
      expect(coverage.states.missing, 'states never reached').toEqual([]);
      expect(coverage.transitions.missing, 'transitions never taken').toEqual([]);
    });
  });
}
