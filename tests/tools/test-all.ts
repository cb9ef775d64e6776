// `npm test`: every check of the project, stopping at the first failure. The end-to-end tests are the longest
// step and wait on pages and servers much of the time: they start as soon as the build is there, and the other
// tests run beside them (decision 032). A step's output is printed when it ends, so parallel steps do not
// interleave; a failure stops the steps still running.
import { type ChildProcess, spawn } from 'node:child_process';
import { chromiumPath } from '../../playwright.config';

interface Step {
  name: string;
  args: string[];
}

const npx = (name: string, ...args: string[]): Step => ({ name, args });

/** Lanes run side by side; a lane's steps one after another. */
const checks: Step[] = [
  npx('lint (Biome)', 'biome', 'check', '.'),
  npx(
    'contract lint (Redocly)',
    'redocly',
    'lint',
    '--config',
    'openapi/redocly.yaml',
    '--format',
    'summary',
  ),
  npx('generated API types are current', 'tsx', 'tests/tools/gen-api.ts', '--check'),
];
const build: Step[] = [
  npx('production build', 'vite', 'build', '--logLevel', 'warn'),
  npx('flow atlas build', 'vite', 'build', '--mode', 'flows', '--logLevel', 'warn'),
  npx('bundle budgets', 'tsx', 'tests/tools/size.ts'),
  npx('end-to-end tests (Chromium)', 'playwright', 'test'),
];
const tests: Step[] = [
  npx('typecheck', 'tsc', '--noEmit'),
  ...checks,
  npx('unit, layer rules and contract tests', 'vitest', 'run', '--project', 'unit', '--project', 'contract'),
  npx('model and component tests', 'vitest', 'run', '--project', 'model', '--project', 'component'),
];

if (!chromiumPath) {
  console.error(
    "No Chromium found for the end-to-end tests. Install Debian's browser with `sudo apt-get install chromium` " +
      '(it lands in /usr/bin/chromium), or point CHROME_PATH at a Chrome or Chromium binary.',
  );
  process.exit(1);
}

const started = Date.now();
const timings: string[] = [];
const running = new Set<ChildProcess>();
const elapsed = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

function fail(name: string, status: number) {
  for (const child of running)
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  console.error(`\n${timings.join('\n')}\n\n✗ ${name} failed`);
  process.exit(status || 1);
}

function run(step: Step): Promise<void> {
  const stepStarted = Date.now();
  // The step's own process group, so a stop ends its servers and browsers too.
  const child = spawn('npx', step.args, {
    env: { ...process.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      running.delete(child);
      const ok = status === 0;
      timings.push(
        `  ${ok ? '✓' : '✗'} ${step.name.padEnd(40)} ${elapsed(stepStarted).padStart(6)} s  (from ${elapsed(started).padStart(5)} s)`,
      );
      console.log(
        `\n▶ ${step.name} (${elapsed(stepStarted)} s)\n${Buffer.concat(output).toString().trimEnd()}`,
      );
      if (!ok) fail(step.name, status ?? 1);
      resolve();
    });
  });
}

async function lane(steps: Step[]) {
  for (const step of steps) await run(step);
}

process.on('SIGINT', () => fail('npm test (interrupted)', 130));
for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => fail('npm test', 1));

await Promise.all([lane(build), lane(tests)]);
console.log(`\n${timings.join('\n')}\n\nAll checks passed in ${elapsed(started)} s`);
