// The preview serves the shop with the security headers that production hosting gets as `dist/_headers`
// (src/app/security-headers.ts); source maps are not served. Every other test runs under the CSP too: the
// `page` fixture fails a test on any violation.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { outDir } from '../../playwright.config';
import { expect, test } from './fixtures';

/** A block of the `_headers` file of the build the servers serve (dist, or E2E_OUT_DIR), as name → value. */
const hostingHeaders = (pathPattern = '/*') => {
  const lines = readFileSync(`${outDir}/_headers`, 'utf8').split('\n');
  const block = lines.slice(lines.indexOf(pathPattern) + 1);
  const end = block.findIndex((line) => !line.startsWith('  '));
  return Object.fromEntries(
    block.slice(0, end < 0 ? undefined : end).map((line) => {
      const [name, ...value] = line.trim().split(': ');
      return [name!.toLowerCase(), value.join(': ')];
    }),
  );
};

test('the shop, its assets and the atlas are served with the hosting headers; no source maps', async ({
  request,
}) => {
  const expected = hostingHeaders();
  expect(expected['content-security-policy']).toContain("script-src 'self'");
  expect(expected['content-security-policy']).not.toContain("'unsafe-inline' 'self'");
  expect(expected['content-security-policy']).toContain("frame-ancestors 'self'");
  const page = await request.get('/se/');
  const html = await page.text();
  // The entry, which the page's starter adds after the first paint (decisions 041, 086).
  const script = /data-entry="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  for (const path of ['/se/', '/login/', '/flows/', script as string]) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(expected))
      expect(headers[name], `${path}: ${name}`).toBe(value);
  }
  // The hashed files are kept for a year, the pages asked for again on each use (decision 077).
  expect(hostingHeaders('/assets/*')['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(script as string)).headers()['cache-control']).toBe(
    hostingHeaders('/assets/*')['cache-control'],
  );
  for (const path of ['/se/', '/login/', '/flows/'])
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  // Served compressed (the atlas's page is under the 1 kB worth compressing).
  for (const path of ['/se/', '/login/'])
    expect((await request.get(path)).headers()['content-encoding'], path).toBe('gzip');
  // A prerendered page's stylesheet is in it (decision 085), allowed by the hash of its text, not 'unsafe-inline'.
  const style = /<style>([^<]+)<\/style>/.exec(html)?.[1] ?? '';
  const styleSources = /style-src ([^;]+)/.exec(expected['content-security-policy'] ?? '')?.[1] ?? '';
  expect(styleSources).not.toContain('unsafe-inline');
  expect(styleSources).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  // One inline script, the starter (decision 086), allowed by the hash of its text: the CSP refuses any other. A
  // prerendered page's data is a JSON data block, which nothing runs.
  const inlineScripts = [
    ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([^<]*)<\/script>/g),
  ];
  expect(inlineScripts).toHaveLength(1);
  const scriptSources = /script-src ([^;]+)/.exec(expected['content-security-policy'] ?? '')?.[1] ?? '';
  expect(scriptSources).not.toContain('unsafe-inline');
  expect(scriptSources.match(/'sha256-/g)).toHaveLength(1);
  expect(scriptSources).toContain(
    `'sha256-${createHash('sha256')
      .update(inlineScripts[0]?.[1] ?? '')
      .digest('base64')}'`,
  );
  expect(html).toContain('<script type="application/json" id="prerendered-data">');
  // The bundles do not point at maps, and the maps are not served.
  expect(await (await request.get(script as string)).text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
});

test('the maps, the build manifest and the hosting rules are not served, however the path is encoded', async ({
  request,
}) => {
  const html = await (await request.get('/se/')).text();
  const script = /data-entry="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] as string;
  expect(script).toBeTruthy();
  expect((await request.get(script)).status()).toBe(200);
  // Issue 31, item 6: each of these once answered the map (with the original sources) or the file.
  const refused = [
    `${script}.map`,
    `${script}.ma%70`,
    `${script}%2Emap`,
    `${script}%2emap`,
    `${script}.map/`,
    `${script}.MAP`,
    `${script}%252Emap`,
    `${script}.map?x=1`,
    '/.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite%2Fmanifest.json',
    '/assets/../.vite/manifest.json',
    '/_headers',
    '/_head%65rs',
    '/_headers/',
    '/flows/.vite/manifest.json',
  ];
  for (const path of refused) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toMatch(/sourcesContent|"file":|Content-Security-Policy/);
  }
});

test('the checkout frames its payment provider under the policy', async ({ page, mock: _fresh }) => {
  await page.goto('/se/p/classic-organic-tee/');
  await page.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  await expect(page.getByRole('button', { name: 'Varukorg, 1 vara' })).toBeVisible();
  await page.goto('/se/checkout/');
  await expect(
    page.frameLocator('main iframe').getByRole('heading', { name: 'Klarna Checkout' }),
  ).toBeVisible();
});
