// `npm run test:quick`: the inner loop (issue 18), at most 2 minutes. Types, lint, the unit and contract tests
// that load a changed file, and the model tests of the machines the change touches: against main, committed or
// not. A machine is touched when its folder, its model test, or a source file that imports it changed. The rules
// that read the tree as files (layers, text parity, contract string limits) always run. `npm test` runs
// everything.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { npx, runLanes } from './run-lanes';

const git = (command: string) => execSync(`git ${command}`, { encoding: 'utf8' }).split('\n').filter(Boolean);
const base = process.env.QUICK_BASE ?? 'main';
const mergeBase = git(`merge-base ${base} HEAD`)[0]!;
const changed = new Set([
  ...git(`diff --name-only ${mergeBase}`),
  ...git('ls-files --others --exclude-standard'),
]);

const machineOf = (file: string) => /^machines\/([\w-]+)\//.exec(file)?.[1];
const touched = new Set<string>();
for (const file of changed) {
  const machine = machineOf(file) ?? /^tests\/model\/([\w-]+)\.model\.test\.tsx$/.exec(file)?.[1];
  if (machine) touched.add(machine);
  if (/^src\/.*\.tsx?$/.test(file) && existsSync(file))
    for (const [, imported] of readFileSync(file, 'utf8').matchAll(/machines\/([\w-]+)\//g))
      if (imported) touched.add(imported);
}
const modelTests = [...touched]
  .map((machine) => `tests/model/${machine}.model.test.tsx`)
  .filter((file) => existsSync(file));

const vitest = npx(
  modelTests.length
    ? `unit, flow and contract tests of the change, the model tests of ${[...touched].join(', ')}`
    : 'unit, flow and contract tests of the change',
  'vitest',
  'run',
  // The test files whose imports reach a changed file (vite.config.ts lists what reruns them all).
  `--changed=${mergeBase}`,
  '--passWithNoTests',
  '--project',
  'unit',
  '--project',
  'flow',
  '--project',
  'contract',
  // One run: Vitest's workers share the files. A path names the files of a project to run.
  ...(modelTests.length
    ? ['--project', 'model', 'tests/unit/', 'tests/flow/', 'tests/contract/', ...modelTests]
    : []),
);
// These read the source tree as files, which no import graph shows: they run whatever changed (a few seconds).
const treeRules = npx(
  'layers, text parity and contract string limits',
  'vitest',
  'run',
  '--project',
  'unit',
  'tests/unit/layers.test.ts',
  'tests/unit/i18n-parity.test.ts',
  'tests/unit/contract-string-limits.test.ts',
);
// The type check and the lint beside the tests: tsc and Biome keep one core busy, Vitest's workers the rest.
await runLanes(
  'Quick checks',
  [[npx('typecheck', 'tsc', '--noEmit'), npx('lint (Biome)', 'biome', 'check', '.'), treeRules], [vitest]],
  modelTests.length ? [] : ['  (no machine touched: no model tests)'],
);
