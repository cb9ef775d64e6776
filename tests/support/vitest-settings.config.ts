// Vitest's settings: its workers, the order it starts the files in and the five projects (unit, flow, contract,
// model, component). Read by vite.config.ts as its `test`.
import type { TestUserConfig } from 'vitest/config';

/** A Vitest option given on the command line (`--name=value` or `--name value`; a bare flag is 'true'). */
function commandLineOption(name: string): string | undefined {
  const index = process.argv.findIndex(
    (arg) => arg === `--${name}` || arg.startsWith(`--${name}=`) || arg.startsWith(`--${name}.`),
  );
  if (index < 0) return undefined;
  const arg = process.argv[index]!;
  if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
  const next = process.argv[index + 1];
  return next && !next.startsWith('-') ? next : 'true';
}

// A shuffled order (`--sequence.shuffle`, `--sequence.shuffle.files`) is Vitest's own: with a sequencer of ours it
// would shuffle only the tests in each file (decision 070). Only Vitest loads its node API: the builds do without it.
const testSequencer =
  process.env.VITEST && !commandLineOption('sequence.shuffle')
    ? (await import('./longest-first.ts')).LongestFirstSequencer
    : undefined;
// Vitest hands `--maxWorkers` to the root config only; each project below inherits this file's count (decision 070).
const maxWorkers = Number(commandLineOption('maxWorkers')) || 2;

/** A new object for each config that Vite resolves, as when this was written inline in vite.config.ts. */
export const vitestSettings = (): TestUserConfig => ({
  // Vitest's default on 2 cores is one worker; the model tests mostly wait on the screen, so two share them.
  maxWorkers,
  // The embedded backend hashes passwords at its minimum cost in tests (server-mock/passwords.ts, decision 072).
  env: { MOCK_PASSWORD_COST: 'minimum' },
  ...(testSequencer ? { sequence: { sequencer: testSequencer } } : {}),
  // Read as files, not imported, so no import graph leads to them: a change reruns every test (`--changed` in
  // `npm run test:quick`, watch mode). The first three are Vitest's defaults.
  forceRerunTriggers: [
    '**/package.json',
    '**/{vitest,vite}.config.*',
    '**/tests/support/vitest-settings.config.ts',
    '**/src/build/**',
    '**/openapi/*.yaml',
    '**/tests/fixtures/**',
  ],
  projects: [
    {
      extends: true,
      // A limit only bounds a failure (decision 032): a rule that reads every source file takes seconds
      // while other work keeps the cores busy.
      test: {
        name: 'unit',
        include: ['tests/unit/**/*.test.ts'],
        environment: 'node',
        testTimeout: 30_000,
        // The files of a worker share their modules: the contract, its validators and the seed are read and
        // compiled once per worker, not once per file (decision 032: 40 % less CPU). No test keeps module state.
        isolate: false,
      },
    },
    {
      extends: true,
      // Each flow's adapter with its machine against the in-process backend, without a DOM (decision 045):
      // cookies and storage in memory (tests/support/browser-globals.ts).
      test: {
        name: 'flow',
        include: ['tests/flow/**/*.test.ts'],
        environment: 'node',
        setupFiles: ['tests/support/browser-globals.ts'],
        testTimeout: 30_000,
        // The files of a worker share their modules (decision 065): 32 CPU-s instead of 104, the app imported once
        // per worker. The stores are emptied after each test whichever file installed them (browser-globals.ts);
        // green with one worker and in shuffled orders.
        isolate: false,
      },
    },
    {
      extends: true,
      // Conversions in a worker, concurrent orders: seconds each on a small, busy machine.
      test: {
        name: 'contract',
        include: ['tests/contract/**/*.test.ts'],
        environment: 'node',
        // Every request and answer also judged by Prism's validating proxy, a validator we did not write (048).
        setupFiles: ['tests/support/prism-contract-setup.ts'],
        testTimeout: 60_000,
        isolate: false,
      },
    },
    {
      extends: true,
      test: {
        name: 'model',
        include: ['tests/model/**/*.test.tsx'],
        environment: 'happy-dom',
        // The files of a worker share their modules and one document (decision 070: about 40 % less CPU); after each
        // test tests/support/dom-setup.ts leaves the worker as a new page. Green with one worker and shuffled.
        isolate: false,
        // The hosted payment pages are iframes on the backend's host: tests never load them.
        environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
        setupFiles: ['tests/support/dom-setup.ts'],
      },
    },
    {
      extends: true,
      test: {
        name: 'component',
        include: ['tests/component/**/*.test.tsx'],
        // Views render the whole app over the in-process backend: seconds each on a small, busy machine.
        testTimeout: 60_000,
        environment: 'happy-dom',
        // The files of a worker share their modules and one document (decision 070: about 40 % less CPU); after each
        // test tests/support/dom-setup.ts leaves the worker as a new page. Green with one worker and shuffled.
        isolate: false,
        // The hosted payment pages are iframes on the backend's host: tests never load them.
        environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
        setupFiles: ['tests/support/dom-setup.ts'],
      },
    },
  ],
});
