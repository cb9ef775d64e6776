// Every build of the atlas states each flow's model-test coverage (decision 057): the last model-test run's
// report, else computed from the machine's tested paths, as the harness counts what it reaches.
import { describe, expect, it } from 'vitest';
import { pathCoverage } from '../../machines/graph';
import { flowById, flows } from '../../machines/index';
import { flowCoverage } from '../../src/build/flow-coverage.plugin';
import type { FlowCoverageReport } from '../../src/features/flows/flow-coverage';

describe('the coverage a build carries', () => {
  it('computes a flow’s coverage from its tested paths: every state and transition of the login', () => {
    const coverage = pathCoverage(flowById('login')!);
    expect(coverage.states).toMatchObject({ covered: 7, total: 7, missing: [] });
    expect(coverage.transitions).toMatchObject({ covered: 22, total: 22, missing: [] });
  });

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
