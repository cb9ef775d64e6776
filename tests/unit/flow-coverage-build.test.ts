// Every build of the atlas states each flow's model-test coverage (decision 057): the last model-test run's
// report, else computed from the machine's tested paths, as the harness counts what it reaches.

import { describe, expect, it } from 'vitest';
import { type AnyStateNode, createActor, type InspectionEvent } from 'xstate';
import { coverageOf, pathCoverage, testedPaths, transitionKey } from '../../machines/graph';
import { type FlowEntry, flowById, flows } from '../../machines/index';
import { flowCoverage } from '../../src/build/flow-coverage.plugin';
import type { FlowCoverageReport } from '../../src/features/flows/flow-coverage';
import { inert, stillClock } from '../tools/flow-sample';

/**
 * What the model tests count when they play a flow's tested paths (tests/model/harness.tsx), without the view:
 * each path played on a running actor (its actors inert, the outcomes and delays sent as the path has them),
 * every snapshot's states, every microstep's transitions and both their ends.
 */
function playedCoverage(entry: FlowEntry) {
  const visited = new Set<string>();
  const taken = new Set<string>();
  const machine = inert(entry.machine);
  for (const path of testedPaths(entry)) {
    const inspect = (event: InspectionEvent) => {
      if (event.actorRef.sessionId !== event.rootId) return;
      if (event.type === '@xstate.snapshot')
        for (const node of (event.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes)
          visited.add(node.id);
      if (event.type === '@xstate.microstep')
        for (const transition of event._transitions) {
          taken.add(transitionKey(transition));
          visited.add(transition.source.id);
          for (const node of transition.target ?? []) visited.add(node.id);
        }
    };
    const actor = createActor(machine, { input: entry.scenarios.input, clock: stillClock, inspect });
    actor.start();
    for (const step of path.steps.slice(1)) actor.send(step.event);
    expect(actor.getSnapshot().value, `${entry.id}: where the path ends`).toEqual(
      path.steps.at(-1)!.state.value,
    );
    actor.stop();
  }
  return coverageOf(entry.machine, visited, taken);
}

describe('the coverage a build carries', () => {
  it('computes a flow’s coverage from its tested paths: every state and transition of the login', () => {
    const coverage = pathCoverage(flowById('login')!);
    expect(coverage.states).toMatchObject({ covered: 7, total: 7, missing: [] });
    expect(coverage.transitions).toMatchObject({ covered: 22, total: 22, missing: [] });
  });

  it.each(flows.map((entry) => [entry.id, entry] as const))(
    'computes what the model tests reach of %s, transient states included',
    (_, entry) => {
      expect(pathCoverage(entry)).toEqual(playedCoverage(entry));
    },
  );

  it('gives the atlas every flow, measured or computed (virtual:flow-coverage)', async () => {
    const plugin = flowCoverage();
    const resolved = (plugin.resolveId as (source: string) => string)('virtual:flow-coverage');
    const module = (plugin.load as (id: string) => string)(resolved);
    const reports = JSON.parse(
      module.replace(/^export default /, '').replace(/;$/, ''),
    ) as FlowCoverageReport[];
    expect(reports.map((report) => report.flowId)).toEqual(flows.map((entry) => entry.id));
    for (const report of reports) {
      expect(['model tests', 'tested paths']).toContain(report.source ?? 'model tests');
      expect(report.transitions.total).toBeGreaterThan(0);
    }
  });
});
