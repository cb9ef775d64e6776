import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const firstFound = (...paths: (string | undefined)[]) =>
  paths.find((path): path is string => Boolean(path && existsSync(path)));

/** The full browser (Lighthouse, the tools): CHROME_PATH, else Debian's chromium; never a browser download. */
export const chromiumPath = firstFound(
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
);

/**
 * The e2e tests' browser: CHROME_PATH, else Debian's chromium-headless-shell, else the full browser. The shell
 * is what Playwright itself runs headless tests in: a fifth less wall time and a quarter less CPU than the full
 * browser here, which also leaves more of the cores to the tests running beside it (decision 032).
 */
export const e2eBrowserPath =
  firstFound(process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell') ?? chromiumPath;

/**
 * Each worker has a preview server, and so an embedded backend, of its own: tests reset and arrange their
 * backend without touching another worker's. E2E_WORKERS sets how many (default 2, for the 2-core machine);
 * PLAYWRIGHT_PORT the first port, so two checkouts can run their e2e tests side by side.
 */
const workers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);
const firstPort = Number(process.env.PLAYWRIGHT_PORT) || 4173;
/** The build the servers serve: `dist`, or E2E_OUT_DIR (a build of its own, `vite build --outDir`, for a side run). */
export const outDir = process.env.E2E_OUT_DIR || 'dist';

/** The origin of a worker's preview server, by the worker's parallel index. */
export const e2eOrigin = (parallelIndex: number) => `http://localhost:${firstPort + parallelIndex}`;

export default defineConfig({
  testDir: 'tests/e2e',
  workers,
  // Every test arranges the backend it needs (the `mock` fixture resets it): any test may run on any worker.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Waits follow what the user sees; the limits only bound a failure, and leave room for a slow, shared CI machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: e2eOrigin(0),
    // A trace of a test's retry only (`npm test` retries once): recording every test's, to keep the failures',
    // cost a quarter of the e2e tests' CPU (decision 050). `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    locale: 'sv-SE',
    // No transitions to wait out: every frame of an animation costs a small machine's CPU (the app honours it).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(e2eBrowserPath ? { executablePath: e2eBrowserPath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            // V8 without its optimising compilers, on one thread (decision 078): a test's page lives seconds in a
            // fresh renderer, too short for optimised code to repay its compiling; a sixth less renderer CPU.
            '--js-flags=--no-opt --no-maglev --single-threaded',
          ],
        },
      },
    },
  ],
  // The production build with the embedded backend (`npm run build` runs before, in `npm test`), its passwords hashed
  // at the minimum cost (decision 072).
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `MOCK_CONTROLS=1 MOCK_CONVERSION_TIME_LIMIT_MS=60000 MOCK_PASSWORD_COST=minimum npx vite preview --outDir ${outDir} --port ${firstPort + index} --strictPort`,
    url: `${e2eOrigin(index)}/api/markets/`,
    // Never another run's server: one left behind serves an old build and backend (it once failed tests that pass).
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
