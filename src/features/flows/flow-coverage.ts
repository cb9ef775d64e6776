// What the model tests reach per machine, carried by every build of the atlas (decision 057): the last
// model-test run's report where the build found one (tests/tools/flow-coverage.ts writes reports/flow-coverage/
// *.json; `npm test` runs them before building), else computed at build time from the machine's tested paths
// (machines/graph.ts pathCoverage), and said so. src/build/flow-coverage.plugin.ts makes the module.
import coverageReports from 'virtual:flow-coverage';
import type { FlowCoverage } from '../../../machines/graph';

export interface FlowCoverageReport extends FlowCoverage {
  flowId: string;
  measuredAt: string;
  /** Measured by a model-test run, or computed from the tested paths without running them. */
  source?: 'model tests' | 'tested paths';
}

const coverageByFlow = new Map(
  (coverageReports as FlowCoverageReport[]).map((report) => [report.flowId, report]),
);

/**
 * '12/12 states, 20/20 transitions' (measured by the model tests), the same with '(computed from the tested
 * paths)' when no model-test run preceded the build, or null for a flow the build knew nothing of.
 */
export function coverageText(flowId: string): string | null {
  const report = coverageByFlow.get(flowId);
  if (!report) return null;
  const figures = `${report.states.covered}/${report.states.total} states, ${report.transitions.covered}/${report.transitions.total} transitions`;
  return report.source === 'tested paths' ? `${figures} (computed from the tested paths)` : figures;
}
