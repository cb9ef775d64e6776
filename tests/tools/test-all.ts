// `npm test`: every check of the project, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../../playwright.config';

interface Step {
  name: string;
  command: string;
  args: string[];
}

const npx = (name: string, ...args: string[]): Step => ({ name, command: 'npx', args });

const steps: Step[] = [
  npx('typecheck', 'tsc', '--noEmit'),
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
  npx('unit, layer rules and contract tests', 'vitest', 'run', '--project', 'unit', '--project', 'contract'),
  npx('model and component tests', 'vitest', 'run', '--project', 'model', '--project', 'component'),
  npx('production build', 'vite', 'build', '--logLevel', 'warn'),
  npx('flow atlas build', 'vite', 'build', '--mode', 'flows', '--logLevel', 'warn'),
  npx('bundle budgets', 'tsx', 'tests/tools/size.ts'),
  npx('end-to-end tests (Chromium)', 'playwright', 'test'),
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
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const stepStarted = Date.now();
  const result = spawnSync(step.command, step.args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  timings.push(`  ${result.status === 0 ? '✓' : '✗'} ${step.name.padEnd(40)} ${seconds.padStart(6)} s`);
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}\n\n✗ ${step.name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\n${timings.join('\n')}\n\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
