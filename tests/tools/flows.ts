// `npm run flows -- <command>`: the machines for QA, without a browser.
//   list                                        the registered flows
//   export --out DIR                            per flow: Mermaid, SVG, paths JSON, Gherkin feature
//   paths MACHINE [--format json|gherkin|playwright]   one flow's generated paths on stdout
//     --from-usage [--seed N | --usage URL]     instead, the paths users really took, most frequent first
//   coverage                                    per flow, the states and transitions the model tests reached
//   coverage --usage [URL] [--seed N]           per flow, the real paths the tests do not walk
//   sample --seed N --runs M [--base DAY] [--into URL]   recorded traffic through the real machines (flow-sample.ts)
//   bench [--seconds S] [--sizes N,M] [--dir DIR]  the insights store's ingest rate and query times (flow-bench.ts)
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Elk from 'elkjs/lib/elk.bundled.js';
import { type FlowEntry, flowById, flows } from '../../machines/index';
import { chartOf } from '../../src/features/flows/flow-chart';
import { layoutChart } from '../../src/features/flows/flow-layout';
import { chartToMermaid } from '../../src/features/flows/flow-mermaid';
import { pathsOf } from '../../src/features/flows/flow-paths';
import { chartToSvg } from '../../src/features/flows/flow-svg';
import { benchCommand } from './flow-bench';
import { readFlowCoverage } from './flow-coverage';
import { pathsToGherkin, pathsToPlaywright } from './flow-formats';
import { sampleCommand } from './flow-sample';
import {
  fetchRecordedPaths,
  type RecordedPath,
  sampleRecordedPaths,
  usageCoverage,
  usagePathsOf,
} from './flow-usage-paths';

const usage = `Usage: npm run flows -- <command>
  list                                               the registered flows
  export --out DIR                                   per flow: DIR/<id>.mmd, .svg, .paths.json, .feature
  paths MACHINE [--format json|gherkin|playwright]   one flow's generated paths (default json)
    --from-usage [--seed N | --usage URL]            the paths users took, most frequent first: recorded by
                                                     the backend at URL (e.g. http://localhost:4173; read as
                                                     FLOW_ANALYST_EMAIL/_PASSWORD, default the seeded analyst),
                                                     or a sample of seed N (default 1), made in-process
  coverage                                           what the last model-test run reached per flow
  coverage --usage [URL] [--seed N]                  the real paths (from URL, else the seed's sample) that
                                                     the model tests and the browser paths do not walk
  sample --seed N --runs M [--base YYYY-MM-DD] [--into URL]
                                                     post a realistic sample of recorded transitions (default
                                                     http://localhost:5173, the 30 days up to today)
  bench [--seconds 60] [--sizes 1000000,10000000] [--dir DIR]
                                                     the insights service's ingest rate (events/s over
                                                     --seconds) and the usage query at each size in DuckDB`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function flowNamed(id: string | undefined): FlowEntry {
  const entry = id ? flowById(id) : undefined;
  if (!entry) fail(`Unknown flow '${id ?? ''}'. Known: ${flows.map((flow) => flow.id).join(', ')}`);
  return entry;
}

async function exportAll(out: string) {
  mkdirSync(out, { recursive: true });
  const elk = new Elk();
  let pathMs = 0;
  for (const entry of flows) {
    const started = performance.now();
    const paths = pathsOf(entry);
    pathMs += performance.now() - started;
    const chart = chartOf(entry.machine);
    const layout = await layoutChart(chart, elk);
    writeFileSync(resolve(out, `${entry.id}.mmd`), chartToMermaid(chart));
    writeFileSync(resolve(out, `${entry.id}.svg`), chartToSvg(layout, entry.title));
    writeFileSync(resolve(out, `${entry.id}.paths.json`), `${JSON.stringify(paths, null, 2)}\n`);
    writeFileSync(resolve(out, `${entry.id}.feature`), pathsToGherkin(entry, paths));
    console.log(`${entry.id}: ${paths.length} paths`);
  }
  console.log(`Wrote ${flows.length} flows to ${out}; generating every path took ${Math.round(pathMs)} ms.`);
}

function printCoverage() {
  const reports = readFlowCoverage();
  if (reports.size === 0) fail('No coverage recorded yet: run `npm run test:model` first.');
  for (const entry of flows) {
    const report = reports.get(entry.id);
    if (!report) {
      console.log(`${entry.id}: not measured (no model test ran)`);
      continue;
    }
    const { states, transitions } = report;
    console.log(
      `${entry.id}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}` +
        (states.missing.length + transitions.missing.length
          ? ` — missing: ${[...states.missing, ...transitions.missing].join(', ')}`
          : ''),
    );
  }
}

/** Where the recorded paths come from: the backend at `--usage URL`, else a sample from `--seed N` (default 1). */
function recordedPaths(args: string[]): (entry: FlowEntry) => Promise<RecordedPath[]> {
  const url = option(args, '--usage');
  if (url && !url.startsWith('--')) return (entry) => fetchRecordedPaths(url, entry);
  const seed = Number(option(args, '--seed') ?? 1);
  if (!Number.isInteger(seed)) fail(usage);
  const sample = sampleRecordedPaths(seed);
  return async (entry) => (await sample)(entry);
}

async function printUsageCoverage(args: string[]) {
  const read = recordedPaths(args);
  const percent = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 1000) / 10 : 0} %`;
  for (const entry of flows) {
    const { paths } = usagePathsOf(entry, await read(entry));
    if (paths.length === 0) {
      console.log(`${entry.id}: no recorded runs`);
      continue;
    }
    const coverage = usageCoverage(entry, paths);
    console.log(
      `${entry.id}: ${coverage.paths} real paths, ${coverage.runs} runs; the model tests walk ${percent(coverage.modelRuns, coverage.runs)} of the runs, the browser paths ${percent(coverage.browserRuns, coverage.runs)}`,
    );
    for (const path of coverage.notWalked) console.log(`  not walked (${path.runs} runs): ${path.name}`);
  }
}

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case 'list':
    for (const entry of flows) console.log(`${entry.id}\t${entry.title}\t${entry.purpose}`);
    break;
  case 'export':
    await exportAll(resolve(option(args, '--out') ?? fail(usage)));
    break;
  case 'paths': {
    const values = ['--format', '--seed', '--usage'].map((name) => option(args, name));
    const entry = flowNamed(args.find((arg) => !arg.startsWith('--') && !values.includes(arg)));
    const format = option(args, '--format') ?? 'json';
    let paths = pathsOf(entry);
    if (args.includes('--from-usage')) {
      const used = usagePathsOf(entry, await recordedPaths(args)(entry));
      for (const path of used.partial)
        console.error(
          `Only ${path.mapped} of ${path.events.length} steps of a recorded path (${path.count} runs) map onto the machine: ${path.events.join(' > ')}`,
        );
      paths = used.paths;
    }
    if (format === 'json') process.stdout.write(`${JSON.stringify(paths, null, 2)}\n`);
    else if (format === 'gherkin') process.stdout.write(pathsToGherkin(entry, paths));
    else if (format === 'playwright')
      process.stdout.write(pathsToPlaywright(entry, paths, args.includes('--from-usage')));
    else fail(`Unknown format '${format}': json, gherkin or playwright.`);
    break;
  }
  case 'coverage':
    if (args.includes('--usage')) await printUsageCoverage(args);
    else printCoverage();
    break;
  case 'sample':
    await sampleCommand((name) => option(args, name));
    break;
  case 'bench':
    await benchCommand((name) => option(args, name));
    break;
  default:
    fail(usage);
}
