// Vitest's settings: its workers, the order it starts the files in and the five projects (unit, flow, contract,
// model, component). Read by vite.config.ts as its `test`.
import type { TestUserConfig } from 'vitest/config';

// Only Vitest loads its node API: the builds do without it.
const testSequencer = process.env.VITEST
  ? (await import('./longest-first.ts')).LongestFirstSequencer
  : undefined;

/** A new object for each config that Vite resolves, as when this was written inline in vite.config.ts. */
export const vitestSettings = (): TestUserConfig => ({
  // Vitest's default on 2 cores is one worker; the model tests mostly wait on the screen, so two share them.
  maxWorkers: 2,
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
        // Each file in a document of its own (decision 050): with shared modules and one document per worker, a
        // file's dialogs stayed open in a later file (the organisation-user-removal paths failed in one CI run).
        environment: 'happy-dom',
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
        // The hosted payment pages are iframes on the backend's host: tests never load them.
        environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
        setupFiles: ['tests/support/dom-setup.ts'],
      },
    },
  ],
});
