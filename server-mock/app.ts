// The embedded backend: a Hono app behind a plain fetch handler, validated against the contract.
import { type Context, Hono, type Next } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { checkRequest, checkResponse, findOperation, type Operation } from './contract.ts';
import type { MockData, SeedUser } from './data.ts';
import { createDuckDbStore } from './insights/duckdb-store.ts';
import type { FlowStore } from './insights/flow-store.ts';
import { flowEventsBodyLimit, insightsRoutes } from './insights/routes.ts';
import { createInsights } from './insights/service.ts';
import type { ConversionLimits } from './print-files/convert.ts';
import { maxFileBytes, maxFiles } from './print-files/rules.ts';
import { accountRoutes, signedInUser } from './routes/accounts.ts';
import { approvalRoutes } from './routes/approvals.ts';
import { cartRoutes } from './routes/cart.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { companyRoutes } from './routes/companies.ts';
import { companyMediaRoutes } from './routes/company-media.ts';
import { contentRoutes } from './routes/content.ts';
import { controlRoutes, takeFault } from './routes/control.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { managementRoutes } from './routes/management.ts';
import { marketRoutes } from './routes/markets.ts';
import { newsletterRoutes } from './routes/newsletter.ts';
import { orderApprovalRoutes } from './routes/order-approvals.ts';
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
  /**
   * The flow-insights store (insights/): by default an embedded DuckDB, in the file `insightsDb` or in memory.
   * Opened on the first recorded batch or usage read.
   */
  flowStore?: () => Promise<FlowStore>;
  insightsDb?: string;
  /** How long recorded events are kept, in days (default 13 months, decision 058). */
  insightsRetentionDays?: number;
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
/** The file routes' multipart body (uploads, conversion): every file the upload rules allow at once, plus 1 MB of form. */
export const fileBodyLimit = maxFiles * maxFileBytes + defaultBodyLimit;
/** The upload's JSON body: one file (15 MB) in base64, plus 1 MB for the rest (name, description, fields). */
export const jsonFileBodyLimit = Math.ceil(maxFileBytes / 3) * 4 + defaultBodyLimit;

/** Who may send a file route a large body: an admin of a company, or a super admin (the routes check which). */
const mayUpload = (user: SeedUser) =>
  user.is_super_admin || user.organisations.some((membership) => membership.level === 'admin');

/**
 * The largest body this request may have, and the answer to one over it. The large limits are for the file
 * routes' own content types only, and only for who may upload, which is known before the body is read: anyone
 * else has the default limit, like every route, and an anonymous caller over it gets the 401 the routes would
 * answer, before any more of the body is read.
 */
function bodyAllowance(c: Context<MockEnv>, pathname: string, bodyLimit: number) {
  if (pathname === '/api/flow-events/') return { limit: Math.min(bodyLimit, flowEventsBodyLimit) };
  if (!findOperation(c.req.method, pathname)?.hasMultipartBody) return { limit: bodyLimit };
  const user = signedInUser(c);
  if (!user) return { limit: bodyLimit, overLimit: 401 as const };
  if (!mayUpload(user)) return { limit: bodyLimit };
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'multipart/form-data') return { limit: Math.max(bodyLimit, fileBodyLimit) };
  if (type === 'application/json') return { limit: Math.max(bodyLimit, jsonFileBodyLimit) };
  return { limit: bodyLimit };
}

/**
 * Refuses a body over the limit before anyone reads it: by `Content-Length`, and by counting the bytes as
 * they come (a body without a length, or longer than it said). 413 `{ error }` (an anonymous caller of a file
 route: 401); nothing is stored. A refusal
 * that leaves some of the body unread says `Connection: close`: the Node adapter (node.ts) then drops what
 * the client still sends for a moment before it closes, so the client reads the answer and a keep-alive
 * client opens a new connection for its next request instead of finding this one reset.
 */
async function limitBody(c: Context<MockEnv>, next: Next, bodyLimit: number) {
  const { body } = c.req.raw;
  if (!body) return next();
  const { limit, overLimit } = bodyAllowance(c, new URL(c.req.url).pathname, bodyLimit);
  const closing = { Connection: 'close' };
  const tooLarge = () =>
    overLimit === 401
      ? c.json({ error: 'Unauthorized' }, 401, closing)
      : c.json({ error: `Request body too large: at most ${Math.floor(limit / 1024)} kB` }, 413, closing);
  if (Number(c.req.header('content-length') ?? 0) > limit) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancelled: cancelling the stream would destroy the Node socket under the answer.
      reader.releaseLock();
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
/**
 * What is malformed in a URL's percent-encoding (a '%' not followed by a whole UTF-8 sequence, e.g. '%E0%A4%A'),
 * or null. The contract's routes refuse such a path (contract.ts); the QA controls refuse it in path and query.
 */
function malformedEncoding(url: URL) {
  const decodes = (text: string) => {
    try {
      decodeURIComponent(text);
      return true;
    } catch {
      return false;
    }
  };
  if (!decodes(url.pathname)) return 'The path has a malformed percent-encoding';
  if (!decodes(url.search.replaceAll('+', ' '))) return 'The query has a malformed percent-encoding';
  return null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function createMockServer(options: MockServerOptions = {}): MockServer {
  const store = createStore({
    seed: options.seed ?? createSeed,
    clock: options.clock ?? (() => new Date()),
    persistPath: options.persistPath,
    insights: (clock) =>
      createInsights({
        open:
          options.flowStore ??
          (() =>
            createDuckDbStore({ path: options.insightsDb, retentionDays: options.insightsRetentionDays })),
        clock,
      }),
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
  if (options.controls) {
    app.use('/__mock/*', async (c, next) => {
      const malformed = malformedEncoding(new URL(c.req.url));
      return malformed ? c.json({ error: malformed }, 400) : next();
    });
    controlRoutes(app, { limits: conversion, initial: options.conversion ?? {} });
  }

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
        ? checkRequest(operation, url, null, true, c.req.raw.headers)
        : checkRequest(
            operation,
            url,
            c.req.method === 'GET' ? null : await c.req.text(),
            false,
            c.req.raw.headers,
          );
    if (!check.ok) return c.json({ error: check.error }, 400);
    c.set('operation', operation);
    c.set('body', check.body);
    await next();
    if (mutating.has(c.req.method) && c.res.status < 400) store.persist();
    if (options.validateResponses && c.res.headers.get('content-type')?.includes('application/json')) {
      // Read and answered anew, not cloned: Node's Response.clone() cancels the body's stream when the
      // original object is collected, and compress() replaces that object (c.header) before the body is read.
      const text = await c.res.text();
      const problem = checkResponse(operation, c.res.status, JSON.parse(text));
      if (problem) {
        const error = `Mock response breaks the contract (${operation.operationId} ${c.res.status}): ${problem}`;
        console.error(error);
        c.res = c.json({ error }, 500);
      } else c.res = new Response(text, c.res);
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
  orderApprovalRoutes(app);
  companyRoutes(app);
  approvalRoutes(app);
  invitationRoutes(app);
  companyMediaRoutes(app, store, conversion);
  insightsRoutes(app, {
    insights: store.insights,
    reader(c) {
      const user = signedInUser(c);
      if (!user) return { refused: 401 };
      return user.flowAnalyst ? { analyst: user.id } : { refused: 403 };
    },
  });

  const routes = app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path}`);
  return { fetch: async (request, env) => app.fetch(request, env), store, routes };
}
