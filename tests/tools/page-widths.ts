// `npx tsx tests/tools/page-widths.ts [baseURL] [width]`: the document width of every route (tests/e2e/routes.ts)
// at a phone's width, widest first, against a running preview with the QA controls
// (`MOCK_CONTROLS=1 npx vite preview`: it resets the backend per route). A measure for the notes, not a test.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { givenCart, givenSignedIn } from '../e2e/fixtures';
import { appRoutes } from '../e2e/routes';

const baseURL = process.argv[2] ?? 'http://localhost:4173';
const width = Number(process.argv[3] ?? 360);
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const widths: [string, number][] = [];
for (const route of appRoutes) {
  await fetch(`${baseURL}/__mock/reset`, { method: 'POST' });
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'sv-SE',
  });
  const page = await context.newPage();
  if (route.signedInAs) await givenSignedIn(page, route.signedInAs, baseURL);
  if (route.withCart) await givenCart(page, { url: baseURL });
  await page.goto(route.path, { waitUntil: 'networkidle' });
  const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  widths.push([`${route.path}${route.signedInAs ? ` (${route.signedInAs})` : ''}`, documentWidth]);
  await context.close();
}
await browser.close();
for (const [path, documentWidth] of widths.sort((a, b) => b[1] - a[1]))
  console.log(`${String(documentWidth).padStart(5)} px  ${path}`);
