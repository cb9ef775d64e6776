// What the model tests reached per machine, as the last model-test run before the build left it
// (tests/tools/flow-coverage.ts writes reports/flow-coverage/*.json; `npm test` runs them before building).
import type { FlowCoverage } from '../../../machines/graph';

export interface FlowCoverageReport extends FlowCoverage {
  flowId: string;
  measuredAt: string;
}

const reports = import.meta.glob<FlowCoverageReport>('/reports/flow-coverage/*.json', {
  eager: true,
  import: 'default',
});

const coverageByFlow = new Map(Object.values(reports).map((report) => [report.flowId, report]));

/** '12/12 states, 20/20 transitions', or null when the model tests have not run before this build. */
export function coverageText(flowId: string): string | null {
  const report = coverageByFlow.get(flowId);
  if (!report) return null;
  return `${report.states.covered}/${report.states.total} states, ${report.transitions.covered}/${report.transitions.total} transitions`;
}
