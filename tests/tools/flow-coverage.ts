// Where the model tests leave what they reached per machine: `npm run flows -- coverage` and the flow
// atlas (at build time) read it. Written on every model-test run, never committed.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FlowCoverageReport } from '../../src/features/flows/flow-coverage';

export const flowCoverageDir = resolve(import.meta.dirname, '../../reports/flow-coverage');

export function writeFlowCoverage(
  flowId: string,
  coverage: Omit<FlowCoverageReport, 'flowId' | 'measuredAt'>,
) {
  mkdirSync(flowCoverageDir, { recursive: true });
  const report: FlowCoverageReport = { flowId, measuredAt: new Date().toISOString(), ...coverage };
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
