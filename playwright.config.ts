import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** CHROME_PATH, else Debian's chromium; never a browser download. */
export const chromiumPath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => Boolean(path && existsSync(path)),
);

// PLAYWRIGHT_PORT lets two worktrees run their e2e tests side by side.
const port = Number(process.env.PLAYWRIGHT_PORT) || 4173;

export default defineConfig({
  testDir: 'tests/e2e',
  // One backend serves every test, and tests reset it: run them one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    locale: 'sv-SE',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromiumPath ? { executablePath: chromiumPath } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The production build with the embedded backend (`npm run build` runs before, in `npm test`).
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/api/markets/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
