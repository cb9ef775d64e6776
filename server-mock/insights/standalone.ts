// `npm run insights -- --port 8790`: the flow-insights service alone (docs/decisions/057), beside a static shop
// built with VITE_INSIGHTS_URL pointing at it. Its store: the DuckDB file `--db` (INSIGHTS_DB), or ClickHouse
// when `--clickhouse URL` (INSIGHTS_CLICKHOUSE_URL) is given. Analysts' tokens: INSIGHTS_ANALYST_TOKENS
// (comma-separated); retention: INSIGHTS_RETENTION_DAYS (default 13 months); the shop's origins:
// INSIGHTS_ALLOWED_ORIGINS (comma-separated, default any). Listens on the loopback interface unless --host.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { createInsightsServer } from './app.ts';
import { openFlowStore } from './open.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8790' },
    host: { type: 'string', default: '127.0.0.1' },
    db: {
      type: 'string',
      default: process.env.INSIGHTS_DB ?? 'node_modules/.cache/statefront/flow-insights.duckdb',
    },
    clickhouse: { type: 'string', default: process.env.INSIGHTS_CLICKHOUSE_URL },
  },
});
const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const retentionDays = Number(process.env.INSIGHTS_RETENTION_DAYS) || undefined;
const server = createInsightsServer({
  open: () => openFlowStore({ duckdb: values.db, clickhouse: values.clickhouse, retentionDays }),
  analystTokens: list(process.env.INSIGHTS_ANALYST_TOKENS),
  allowedOrigins: list(process.env.INSIGHTS_ALLOWED_ORIGINS),
});
// Opened now: a store that cannot open fails the start, and retention runs at once.
const store = await server.insights.store();
const httpServer = createServer(getRequestListener(server.fetch));
httpServer.listen(Number(values.port), values.host, () => {
  console.log(`Statefront flow insights on http://${values.host}:${values.port} (${store.kind} store)`);
});
const stop = () => {
  httpServer.close();
  void server.insights.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
