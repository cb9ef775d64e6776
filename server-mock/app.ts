// The embedded backend: a Hono app behind a plain fetch handler, validated against the contract.
import { type Context, Hono, type Next } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { checkRequest, checkResponse, findOperation, type Operation } from './contract.ts';
import type { MockData } from './data.ts';
import type { ConversionLimits } from './print-files/convert.ts';
import { maxFileBytes, maxFiles } from './print-files/rules.ts';
import { accountRoutes } from './routes/accounts.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { companyRoutes } from './routes/companies.ts';
import { companyMediaRoutes } from './routes/company-media.ts';
import { contentRoutes } from './routes/content.ts';
import { controlRoutes, takeFault } from './routes/control.ts';
import { flowEventRoutes, flowEventsBodyLimit } from './routes/flow-events.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { managementRoutes } from './routes/management.ts';
import { marketRoutes } from './routes/markets.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { orderRoutes } from './routes/orders.ts';
import { priceRoutes } from './routes/prices.ts';
import { sessionRoutes } from './routes/session.ts';
import { voucherRoutes } from './routes/vouchers.ts';
import { createSeed } from './seed/index.ts';
import { type Clock, createStore, type Store } from './store.ts';
import { createThrottle, type Throttle, type ThrottleOptions } from './throttle.ts';

export type MockEnv = {
  Variables: { store: Store; body: unknown; operation: Operation; throttle: Throttle };
};
export type MockApp = Hono<MockEnv>;

export interface MockServerOptions {
  seed?: () => MockData;
  /** The backend's clock; tests pass one they can move. */
  clock?: Clock;
  /** Check every JSON response against the contract and answer 500 when one breaks it (tests). */
  validateResponses?: boolean;
  persistPath?: string;
  /**
   * The QA controls (`/__mock/...`: reset, mailbox, data, faults). Off unless asked for: the Vite servers and
   * the standalone server turn them on with MOCK_CONTROLS=1, the in-process test backend with this option.
   */
  controls?: boolean;
  /** Limits of one print-file conversion (default 10 s, 512 MB); tests use a short time limit. */
  conversion?: ConversionLimits;
  /** Throttling of login, mails, newsletter and gift-card PINs (throttle.ts); tests may set other limits. */
  throttle?: ThrottleOptions;
  /** The largest request body in bytes (default 1 MB); print-file uploads and conversions get `fileBodyLimit`. */
  bodyLimit?: number;
  /** The memory kept for recorded flow transitions, in JSON bytes (default flow-usage.ts). */
  flowLogBytes?: number;
}

export interface MockServer {
  /** `env` is the Node adapter's (`{ incoming }`: the socket gives the client's address for throttling). */
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  store: Store;
  /** Every route the app answers, as 'METHOD /path/:param' (for the contract tests). */
  routes: string[];
}

/** Path prefixes the embedded backend answers; everything else belongs to the app. */
export const mockPathPrefixes = ['/api/', '/shopper', '/oauth/', '/management/', '/__mock/'];

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The largest body of every route but the file routes: 1 MB. */
export const defaultBodyLimit = 1024 * 1024;
/** The file routes (uploads, conversion): every file the upload rules allow at once, plus 1 MB of form. */
export const fileBodyLimit = maxFiles * maxFileBytes + defaultBodyLimit;

/**
 * Refuses a body over the limit before anyone reads it: by `Content-Length`, and by counting the bytes as
 * they come (a body without a length, or longer than it said). 413 `{ error }`; nothing is stored.
 */
async function limitBody(c: Context<MockEnv>, next: Next, bodyLimit: number) {
  const { body } = c.req.raw;
  if (!body) return next();
  const pathname = new URL(c.req.url).pathname;
  const carriesFiles = findOperation(c.req.method, pathname)?.hasMultipartBody ?? false;
  const limit = carriesFiles
    ? Math.max(bodyLimit, fileBodyLimit)
    : pathname === '/api/flow-events/'
      ? Math.min(bodyLimit, flowEventsBodyLimit)
      : bodyLimit;
  const tooLarge = () =>
    c.json({ error: `Request body too large: at most ${Math.floor(limit / 1024)} kB` }, 413);
  if (Number(c.req.header('content-length') ?? 0) > limit) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  c.req.raw = new Request(c.req.raw, { body: bytes });
  return next();
}
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const store = createStore({
    seed: options.seed ?? createSeed,
    clock: options.clock ?? (() => new Date()),
    persistPath: options.persistPath,
    flowLogBytes: options.flowLogBytes,
  });
  const app: MockApp = new Hono<MockEnv>();
  const throttle = createThrottle(options.throttle);

  app.use('*', async (c, next) => {
    c.set('store', store);
    c.set('throttle', throttle);
    await next();
  });
  // Every route, the QA controls too, before any body is read.
  app.use('*', (c, next) => limitBody(c, next, options.bodyLimit ?? defaultBodyLimit));
  // Like a real API behind a CDN: JSON and SVG are gzipped for clients that accept it.
  app.use('*', compress());
  // The conversion limits in force: QA may change them for a test (`/__mock/conversion-limits`), a reset restores them.
  const conversion: ConversionLimits = { ...options.conversion };
  if (options.controls) controlRoutes(app, { limits: conversion, initial: options.conversion ?? {} });

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const operation = findOperation(c.req.method, url.pathname);
    const fault = takeFault(store, c.req.method, url.pathname, operation?.template);
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (fault?.crash) return c.html('<html><body><h1>502 Bad Gateway</h1></body></html>', 502);
    if (fault?.status === 204) return c.body(null, 204);
    if (fault?.status) return c.json((fault.body ?? {}) as object, fault.status as ContentfulStatusCode);
    if (!operation) return c.json({ error: `No endpoint ${c.req.method} ${url.pathname}` }, 404);
    // A multipart body is the route's to read (files); only JSON bodies are checked here.
    const isMultipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    const check =
      isMultipart && operation.hasMultipartBody
        ? checkRequest(operation, url, null, true)
        : checkRequest(operation, url, c.req.method === 'GET' ? null : await c.req.text());
    if (!check.ok) return c.json({ error: check.error }, 400);
    c.set('operation', operation);
    c.set('body', check.body);
    await next();
    if (mutating.has(c.req.method) && c.res.status < 400) store.persist();
    if (options.validateResponses && c.res.headers.get('content-type')?.includes('application/json')) {
      const problem = checkResponse(operation, c.res.status, await c.res.clone().json());
      if (problem) {
        const error = `Mock response breaks the contract (${operation.operationId} ${c.res.status}): ${problem}`;
        console.error(error);
        c.res = c.json({ error }, 500);
      }
    }
  });

  marketRoutes(app);
  catalogueRoutes(app);
  newsletterRoutes(app);
  contentRoutes(app);
  sessionRoutes(app);
  cartRoutes(app);
  voucherRoutes(app);
  checkoutRoutes(app);
  priceRoutes(app);
  managementRoutes(app);
  accountRoutes(app);
  orderRoutes(app);
  companyRoutes(app);
  invitationRoutes(app);
  companyMediaRoutes(app, store, conversion);
  flowEventRoutes(app);

  const routes = app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  return { fetch: async (request, env) => app.fetch(request, env), store, routes };
}
