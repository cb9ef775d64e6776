// The flow-insights service alone (docs/decisions/057): a Hono app that answers the contract's flow-insights
// calls (POST /api/flow-events/, DELETE /api/flow-events/runs/{run}/, GET /api/flow-usage/…) and nothing else,
// with the same routes, limits and contract check as the embedded backend, deployable beside the static shop.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { MockApp, MockEnv } from '../app.ts';
import { checkRequest, findOperation } from '../contract.ts';
import type { Store } from '../store.ts';
import { createThrottle, type ThrottleOptions } from '../throttle.ts';
import type { FlowStore } from './flow-store.ts';
import { flowEventsBodyLimit, type InsightsReader, insightsRoutes } from './routes.ts';
import { createInsights, type Insights } from './service.ts';

export interface InsightsServerOptions {
  open: () => Promise<FlowStore>;
  clock?: () => Date;
  /**
   * Who reads the usage. Alone, the service knows no users: by default, a bearer token of `analystTokens`
   * is an analyst and any other is refused (401).
   */
  reader?: InsightsReader;
  analystTokens?: string[];
  /** Origins whose pages may call it (CORS); default any (no cookies are used: tokens travel in a header). */
  allowedOrigins?: string[];
  throttle?: ThrottleOptions;
  retentionEveryMs?: number;
  /** How long an answer may be cached (several instances over one ClickHouse: default 60 s). */
  cacheMs?: number;
}

export interface InsightsServer {
  fetch: (request: Request, env?: unknown) => Promise<Response>;
  insights: Insights;
}

/** The contract's calls this service answers. */
const operationIds = new Set(['recordFlowEvents', 'deleteFlowRun', 'listFlowUsage', 'getFlowUsage']);

export function createInsightsServer(options: InsightsServerOptions): InsightsServer {
  const clock = options.clock ?? (() => new Date());
  const insights = createInsights({
    open: options.open,
    clock,
    retentionEveryMs: options.retentionEveryMs,
    cacheMs: options.cacheMs,
  });
  const tokens = new Set(options.analystTokens ?? []);
  const reader: InsightsReader =
    options.reader ??
    ((c) => {
      const token = c.req
        .header('authorization')
        ?.match(/^Bearer\s+(.+)$/i)?.[1]
        ?.trim();
      return token && tokens.has(token)
        ? { analyst: `token-${[...tokens].indexOf(token)}` }
        : { refused: 401 };
    });
  // The throttle keeps its counters in a store's runtime state and reads its clock: this service has only those.
  const state = { clock, runtime: { throttle: {} } } as unknown as Store;
  const throttle = createThrottle(options.throttle);
  const app: MockApp = new Hono<MockEnv>();
  app.use('*', cors({ origin: options.allowedOrigins ?? '*', allowMethods: ['GET', 'POST', 'DELETE'] }));
  app.use('*', async (c, next) => {
    c.set('store', state);
    c.set('throttle', throttle);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: flowEventsBodyLimit,
      onError: (c) =>
        c.json({ error: `Request body too large: at most ${flowEventsBodyLimit / 1024} kB` }, 413, {
          Connection: 'close',
        }),
    }),
  );
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const operation = findOperation(c.req.method, url.pathname);
    if (!operation || !operationIds.has(operation.operationId))
      return c.json({ error: `No endpoint ${c.req.method} ${url.pathname}` }, 404);
    const body = c.req.method === 'POST' ? await c.req.text() : null;
    const check = checkRequest(operation, url, body, false, c.req.raw.headers);
    if (!check.ok) return c.json({ error: check.error }, 400);
    c.set('operation', operation);
    c.set('body', check.body);
    await next();
  });
  insightsRoutes(app, { insights, reader });
  return { fetch: async (request, env) => app.fetch(request, env), insights };
}
