// Where the model tests leave what they reached per machine: `npm run flows -- coverage` and the flow
// atlas (at build time) read it. Written on every model-test run, never committed. Run as a script
// (`--json`), it prints every flow's coverage for the atlas's build: the last model-test run's report where
// there is one, else computed from the machine's tested paths (decision 057).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathCoverage } from '../../machines/graph';
import { flows } from '../../machines/index';
import type { FlowCoverageReport } from '../../src/features/flows/flow-coverage';

export const flowCoverageDir = resolve(import.meta.dirname, '../../reports/flow-coverage');

export function writeFlowCoverage(
  flowId: string,
  coverage: Omit<FlowCoverageReport, 'flowId' | 'measuredAt'>,
) {
  mkdirSync(flowCoverageDir, { recursive: true });
  const report: FlowCoverageReport = {
    flowId,
    measuredAt: new Date().toISOString(),
    source: 'model tests',
    ...coverage,
  };
  writeFileSync(`${flowCoverageDir}/${flowId}.json`, `${JSON.stringify(report, null, 2)}\n`);
}

export function readFlowCoverage(): Map<string, FlowCoverageReport> {
  if (!existsSync(flowCoverageDir)) return new Map();
  return new Map(
    readdirSync(flowCoverageDir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const report = JSON.parse(readFileSync(`${flowCoverageDir}/${file}`, 'utf8')) as FlowCoverageReport;
        return [report.flowId, report];
      }),
  );
}

/** Every flow's coverage: measured by the last model-test run, else computed from its tested paths. */
export function buildFlowCoverage(): FlowCoverageReport[] {
  const measured = readFlowCoverage();
  return flows.map(
    (entry) =>
      measured.get(entry.id) ?? {
        flowId: entry.id,
        measuredAt: new Date().toISOString(),
        source: 'tested paths',
        ...pathCoverage(entry),
      },
  );
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--json'))
  process.stdout.write(JSON.stringify(buildFlowCoverage()));
