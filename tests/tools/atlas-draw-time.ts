// How long the atlas takes to draw a flow's usage view with 100,000 recorded events (issue 20's measure):
// the embedded backend's aggregation of the events, timed in Node, and the page's drawing from the request
// to the figures on the diagram, timed in Chromium against a running preview whose answer is that aggregation.
//   npx tsx tests/tools/atlas-draw-time.ts [--origin http://localhost:4173] [--flow checkout-provider] [--events 100000]
import { chromium } from '@playwright/test';
import { flowById } from '../../machines/index';
import type { FlowEvent } from '../../openapi/types';
import { chromiumPath } from '../../playwright.config';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store';
import { flowUsage, usageRange } from '../../server-mock/insights/flow-store';
import { generateFlowSample } from './flow-sample';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1]! : fallback;
};
const origin = option('--origin', 'http://localhost:4173');
const flow = option('--flow', 'checkout-provider');
const wanted = Number(option('--events', '100000'));
if (!flowById(flow)) throw new Error(`No flow ${flow}`);

// The demo sample of the real machines, seed after seed, until the flow has the events wanted.
const base = new Date().toISOString().slice(0, 10);
const events: FlowEvent[] = [];
for (let seed = 1; events.length < wanted; seed++)
  for (const event of generateFlowSample({ seed, runs: 5000, base }))
    if (event.flow === flow && events.length < wanted) events.push(event);

const store = await createDuckDbStore();
const recording = performance.now();
for (let i = 0; i < events.length; i += 200) await store.append(events.slice(i, i + 200));
const recordingMs = performance.now() - recording;
const range = usageRange(new Date(), undefined, undefined);
if ('error' in range) throw new Error(range.error);
const aggregating = performance.now();
const usage = await flowUsage(store, flow, range, 20);
const aggregationMs = performance.now() - aggregating;
const body = JSON.stringify(usage);

const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
const rounds: { fromNavigationMs: number; fromRequestMs: number }[] = [];
for (let round = 0; round < 5; round++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The usage view reads for a signed-in analyst (decision 047); the answer below is the route's, so any token.
  await page.addInitScript(() =>
    sessionStorage.setItem(
      'flowAtlasAnalyst',
      JSON.stringify({
        email: 'analyst@statefront.test',
        token: 'measure',
        expiresAt: Date.now() + 3_600_000,
      }),
    ),
  );
  await page.route(`**/api/flow-usage/${flow}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  await page.goto(`${origin}/flows/?flow=${flow}&view=usage`);
  await page.locator('[data-testid="flow-diagram"] .figure').first().waitFor();
  await page.getByRole('table', { name: 'Transitions taken' }).waitFor();
  // From the navigation's start (the page, its scripts, ELK's layout) and from the usage request to the figures drawn.
  rounds.push(
    await page.evaluate(() => {
      const now = performance.now();
      const request = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/api/flow-usage/'));
      return {
        fromNavigationMs: Math.round(now),
        fromRequestMs: Math.round(now - (request?.startTime ?? 0)),
      };
    }),
  );
  await page.close();
}
await browser.close();
console.log(
  JSON.stringify(
    {
      flow,
      events: events.length,
      sessions: usage.sessions,
      responseBytes: body.length,
      backendRecordingMs: Math.round(recordingMs),
      backendAggregationMs: Math.round(aggregationMs),
      pageRounds: rounds,
    },
    null,
    2,
  ),
);
