import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const id = 'virtual:flow-coverage';

/**
 * `virtual:flow-coverage`: every flow's model-test coverage for the atlas (decision 057), from the last model-test
 * run's reports or computed from the machines' tested paths (tests/tools/flow-coverage.ts, run apart in Node:
 * the machines and their graph are not the config's to bundle). Computed once per build or server (about 1 s).
 */
export function flowCoverage(): Plugin {
  let json: string | undefined;
  return {
    name: 'statefront-flow-coverage',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return;
      json ??= execFileSync(process.execPath, ['--import', 'tsx', 'tests/tools/flow-coverage.ts', '--json'], {
        encoding: 'utf8',
      });
      return `export default ${json};`;
    },
  };
}
