// The key pages of `npm run size` and `npm run perf`, served by `vite preview` with the embedded backend, and what a
// browser downloads on them (issue 34): the JavaScript by network idle without any interaction, and the time until a
// page's main control is enabled and works on a slow phone.
import { type ChildProcess, spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { barePagePath } from '../perf/bare/pages';

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** `vite preview` of a build (`outDir`, default dist) on `port`, with the QA controls; its own process group. */
export function servePreview(port: number, outDir?: string): ChildProcess {
  const server = spawn(
    'npx',
    ['vite', 'preview', ...(outDir ? ['--outDir', outDir] : []), '--port', String(port), '--strictPort'],
    { env: { ...process.env, MOCK_CONTROLS: '1' }, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  // The server has a process group of its own (so that it can be stopped whole): a tool that ends, fails or is
  // interrupted (`npm test` stops its steps with SIGINT) stops it, or it keeps the port and the next run measures
  // this run's build.
  process.once('exit', () => stopPreview(server));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopPreview(server);
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  return server;
}

/** Stops a server of `servePreview` and what it started, if it still runs. */
export function stopPreview(server: ChildProcess) {
  try {
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  } catch {
    // Already gone.
  }
}

/** Waits until the preview answers; fails when `server`, the one started for it, ended first (its port was taken). */
export async function waitForServer(origin: string, server?: ChildProcess) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (server && server.exitCode !== null)
      throw new Error(
        `The preview for ${origin} ended (${server.exitCode}) before it answered: is the port in use?`,
      );
    try {
      if ((await fetch(`${origin}/api/markets/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The preview did not answer on ${origin}`);
}

export async function post<T>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A consumer cart in Sweden with the first `count` variants that can take a few more. */
export async function cartOf(origin: string, count: number) {
  const { token } = await post<{ token: string }>(origin, '/shopper/sessions/start', {
    storeGroupId: 'sg-consumer',
    countryCode: 'SE',
    languageCode: 'sv',
  });
  const { products } = (await (await fetch(`${origin}/__mock/data/products`)).json()) as {
    products: {
      storeGroupIds: string[];
      orderLimit?: number;
      childItems?: unknown[];
      variants: { id: string; stock: number; prices: Record<string, Record<string, unknown>> }[];
    }[];
  };
  const variants = products
    .filter(
      (product) =>
        product.storeGroupIds.includes('sg-consumer') && !product.orderLimit && !product.childItems,
    )
    .flatMap((product) =>
      product.variants.filter((variant) => variant.stock > 25 && variant.prices['sg-consumer']?.SE),
    )
    .slice(0, count);
  for (const variant of variants)
    await post(origin, '/shopper/sessions/items', { productVariantId: variant.id, quantity: 1 }, token);
  return token;
}

export async function signedIn(origin: string) {
  const { access_token } = await post<{ access_token: string }>(origin, '/api/enad/login/', {
    email: 'buyer@acme.test',
    password: 'Statefront1!',
  });
  return { userToken: access_token };
}

export interface KeyPage {
  name: string;
  path: string;
  /** Cookies the visitor arrives with (a cart, a user token), made afresh for each load. */
  cookies?: (origin: string) => Promise<Record<string, string>>;
  /**
   * The page's main control (issue 34): a button that is enabled once the page can be used, and what shows when
   * it works. Pages without one (the order list) are not timed.
   */
  control?: {
    /** The control in the page, as an expression the page evaluates (watched from the page's first byte). */
    inPage: string;
    find: (page: Page) => Locator;
    /** What the user sees once a press on it has worked. */
    works: (page: Page) => Locator;
  };
}

const cartButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('button', { name: /^Varukorg/ });
const cartButtonInPage = `document.querySelector('nav[aria-label="Huvudmeny"] button[aria-label^="Varukorg"]')`;
const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Varukorg' });

/** The bare React + TanStack Router page (tests/perf/bare): the floor every page is measured beside. */
export const floorPage: KeyPage = {
  name: 'bare page (floor)',
  path: barePagePath('bare'),
  control: {
    inPage: `[...document.querySelectorAll('button')].find((button) => button.textContent.startsWith('Varukorg'))`,
    find: (page) => page.getByRole('button', { name: /^Varukorg/ }),
    works: (page) => page.getByRole('dialog', { name: 'Varukorg' }),
  },
};

/**
 * The stack's floors (decision 091): the bare page with the libraries the shop's pages need besides React and the
 * router, and none of the shop's code; the same cart button. What the fixed stack alone costs a phone, beside the
 * floor: no page that needs those libraries can be usable sooner.
 */
export const stackFloorPages: KeyPage[] = [
  { ...floorPage, name: 'floor + query, fetch, i18n', path: barePagePath('bare-with-data') },
  { ...floorPage, name: 'that + xstate, zod, aria', path: barePagePath('bare-with-flows') },
];

export const keyPages: KeyPage[] = [
  {
    name: 'home /se/',
    path: '/se/',
    control: { inPage: cartButtonInPage, find: cartButton, works: cartPanel },
  },
  {
    name: 'product',
    path: '/se/p/classic-organic-tee/',
    control: {
      inPage: `[...document.querySelectorAll('main button')].find((button) => button.textContent.trim() === 'Lägg i varukorgen')`,
      find: (page) => page.getByRole('main').getByRole('button', { name: 'Lägg i varukorgen' }),
      // The line lands in the cart: the header's count says so.
      works: (page) =>
        page
          .getByRole('navigation', { name: 'Huvudmeny' })
          .getByRole('button', { name: /^Varukorg, 1 vara/ }),
    },
  },
  {
    name: 'login',
    path: '/login/',
    control: {
      inPage: `document.querySelector('main form button[type="submit"]')`,
      find: (page) => page.getByRole('main').getByRole('button', { name: 'Logga in' }),
      // With the fields empty a press shows the form's own messages: the form's code runs.
      works: (page) => page.getByRole('main').getByText('Ange en giltig e-postadress'),
    },
  },
  {
    name: 'checkout (1 line)',
    path: '/se/checkout/',
    cookies: async (origin) => ({ cartToken: await cartOf(origin, 1) }),
    control: { inPage: cartButtonInPage, find: cartButton, works: cartPanel },
  },
  { name: 'order list (signed in)', path: '/my-account/orders/', cookies: signedIn },
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** A fresh context at a phone's width (360 px), Swedish, with the page's cookies. */
async function phoneContext(browser: Browser, origin: string, keyPage: KeyPage): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'sv-SE',
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const cookies = (await keyPage.cookies?.(origin)) ?? {};
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
  return context;
}

export interface ScriptFile {
  /** The file's name without its content hash. */
  name: string;
  url: string;
  /** The response body gzipped at level 9 (the preview server does not compress). */
  gzip: number;
}

/** How long the network has to stay quiet to count as idle: Playwright's 500 ms, doubled for a busy machine. */
const quietFor = 1000;

/**
 * Every script the page makes the browser download without any interaction, until the network has been quiet for
 * a second after the load event: what was fetched on the browser's idle time after the page was usable counts
 * too. Each body is gzipped at level 9, as the build's budgets always were.
 */
export async function javascriptByIdle(browser: Browser, origin: string, keyPage: KeyPage) {
  const context = await phoneContext(browser, origin, keyPage);
  try {
    const page = await context.newPage();
    const files: Promise<ScriptFile | undefined>[] = [];
    let pending = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      pending++;
      lastActivity = Date.now();
    });
    const settled = () => {
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfailed', settled);
    page.on('requestfinished', settled);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') && response.request().resourceType() !== 'script') return;
      files.push(
        response.body().then(
          (body) => ({
            name: url.pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js'),
            url: url.pathname,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}${keyPage.path}`, { waitUntil: 'load' });
    while (pending > 0 || Date.now() - lastActivity < quietFor)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const scripts = (await Promise.all(files)).filter((file): file is ScriptFile => Boolean(file));
    const unique = new Map(scripts.map((file) => [file.url, file]));
    const sorted = [...unique.values()].sort((a, b) => b.gzip - a.gzip);
    return { files: sorted, total: sorted.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a 4x slower CPU, applied through
 * the DevTools protocol as Lighthouse's devtools throttling does: the latency is added to every request.
 */
export const slow4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const cpuSlowdown = 4;

/**
 * Watches the control from the document's start: the first moment it is in the page and enabled. Keeps the
 * page's largest contentful paint as the browser reports it (final at the first press).
 */
const enabledWatcher = (inPage: string) => `(() => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__largestPaintAt = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const find = () => ${inPage};
  const check = () => {
    if (window.__enabledAt !== undefined) return;
    const control = find();
    if (control && !control.disabled && control.getAttribute('aria-disabled') !== 'true')
      window.__enabledAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** One throttled load of a key page: when its main control was usable, and its largest contentful paint. */
export interface UsableLoad {
  usable: number;
  /** The LCP the throttled browser saw (not Lighthouse's simulation of it), ms from navigation start. */
  largestPaint: number;
}

/**
 * The time from navigation start until the page's main control is enabled, on slow 4G with a 4x slower CPU, in a
 * fresh context at 360 px, and the page's largest contentful paint in that load. The control is then pressed and
 * must show what it does (else this throws): enabled means usable, not merely drawn.
 */
export async function timeUntilUsable(
  browser: Browser,
  origin: string,
  keyPage: KeyPage,
): Promise<UsableLoad> {
  const control = keyPage.control;
  if (!control) throw new Error(`${keyPage.name} has no main control`);
  const context = await phoneContext(browser, origin, keyPage);
  try {
    await context.addInitScript(enabledWatcher(control.inPage));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${keyPage.path}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => (window as { __enabledAt?: number }).__enabledAt, null, {
      timeout: 60_000,
      polling: 50,
    });
    const enabledAt = (await handle.jsonValue()) as number;
    await control.find(page).click({ timeout: 30_000 });
    await control.works(page).waitFor({ timeout: 30_000 });
    const largestPaint = await page.evaluate(
      () => (window as { __largestPaintAt?: number }).__largestPaintAt ?? Number.NaN,
    );
    return { usable: enabledAt, largestPaint };
  } finally {
    await context.close();
  }
}
