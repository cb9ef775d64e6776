// `npm run test:quick`: the inner loop (issue 18), at most 2 minutes. Types, lint, unit and contract tests, and
// the model tests of the machines the change touches: against main, committed or not. A machine is touched when
// its folder, its model test, or a source file that imports it changed. `npm test` still runs everything.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const git = (command: string) => execSync(`git ${command}`, { encoding: 'utf8' }).split('\n').filter(Boolean);
const base = process.env.QUICK_BASE ?? 'main';
const changed = new Set([
  ...git(`diff --name-only ${git(`merge-base ${base} HEAD`)[0]}`),
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

const steps: [string, string[]][] = [
  ['typecheck', ['tsc', '--noEmit']],
  ['lint (Biome)', ['biome', 'check', '.']],
  ['unit, layer rules and contract tests', ['vitest', 'run', '--project', 'unit', '--project', 'contract']],
  ...(modelTests.length
    ? [[`model tests of ${[...touched].join(', ')}`, ['vitest', 'run', ...modelTests]] as [string, string[]]]
    : []),
];

const started = Date.now();
const timings: string[] = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  const result = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  timings.push(
    `  ${result.status === 0 ? '✓' : '✗'} ${name.padEnd(40)} ${((Date.now() - stepStarted) / 1000).toFixed(1).padStart(6)} s`,
  );
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}\n\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
if (!modelTests.length) timings.push('  (no machine touched: no model tests)');
console.log(
  `\n${timings.join('\n')}\n\nQuick checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
