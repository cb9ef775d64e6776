// `npm test`: every check of the project, stopping at the first failure. The end-to-end tests are the longest
// step and wait on pages and servers much of the time: they start as soon as the build is there, and the checks
// and the model and component tests run beside them; the contract, unit and flow tests follow in the lanes that end
// first (decisions 032, 050).
import { e2eBrowserPath } from '../../playwright.config';
import { npx, runLanes } from './run-lanes';

const install = 'sudo apt-get install chromium-headless-shell chromium';
if (!e2eBrowserPath) {
  console.error(
    `No Chromium found for the end-to-end tests. Install Debian's browsers with \`${install}\` ` +
      '(they land in /usr/bin), or point CHROME_PATH at a Chrome or Chromium binary.',
  );
  process.exit(1);
}
if (!e2eBrowserPath.endsWith('headless-shell') && !process.env.CHROME_PATH)
  console.warn(
    `The end-to-end tests run in the full browser (${e2eBrowserPath}): \`${install}\` adds the headless shell, ` +
      'in which they take about 20 % less time.',
  );

await runLanes(
  'All checks',
  [
    [
      npx('production build', 'vite', 'build', '--logLevel', 'warn'),
      npx('flow atlas build', 'vite', 'build', '--mode', 'flows', '--logLevel', 'warn'),
      npx('bundle budgets', 'tsx', 'tests/tools/size.ts'),
      // One more try for a test that failed (decision 032, update of the night): it is reported as flaky and the run
      // ends with its name; a test that fails twice fails the run. `npm run test:e2e` and the like never retry.
      npx('end-to-end tests (Chromium)', 'playwright', 'test', '--retries=1'),
    ],
    [
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
      npx(
        'model and component tests',
        'vitest',
        'run',
        '--project',
        'model',
        '--project',
        'component',
        '--retry=1',
        '--reporter=default',
        '--reporter=./tests/support/retried-reporter.ts',
      ),
    ],
  ],
  [],
  // Not beside the two long steps but after them, each in the lane that ends first (decision 050): the contract
  // tests (the longer: every answer also judged by Prism) first, then the unit and flow tests. As one step after the
  // e2e tests it ended a clean-clone run 87 s after the other lane.
  [
    npx('contract tests', 'vitest', 'run', '--project', 'contract'),
    npx('unit, layer rules and flow tests', 'vitest', 'run', '--project', 'unit', '--project', 'flow'),
  ],
);
