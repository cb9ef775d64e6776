// Mounts the embedded backend inside Vite's dev and preview servers, so `npm start` is one process.
import type { Plugin } from 'vite';
import { createMockServer, type MockServer } from './app.ts';
import { nodeMiddleware } from './node.ts';

export function mockBackend(): Plugin {
  const conversionTimeLimit = Number(process.env.MOCK_CONVERSION_TIME_LIMIT_MS) || 0;
  // Made at the first request to the backend, not when Vite loads its config: Vitest loads it for each of its
  // projects and `vite build` loads it too, and a new backend builds its seed (decision 069).
  let server: MockServer | undefined;
  const backend = () =>
    (server ??= createMockServer({
      persistPath: process.env.MOCK_PERSIST || undefined,
      // Flow insights' embedded store (docs/decisions/057): the DuckDB file `npm start` names, else in memory
      // (the e2e runs and `npm run preview`: several may run at once, and a DuckDB file has one writer).
      insightsDb: process.env.INSIGHTS_DB || undefined,
      insightsRetentionDays: Number(process.env.INSIGHTS_RETENTION_DAYS) || undefined,
      // The QA controls (/__mock/...) only when asked for: `npm start` and the e2e runs; not `npm run preview`.
      controls: process.env.MOCK_CONTROLS === '1',
      // The e2e runs give a conversion more time than a quiet server would (a busy machine renders slowly).
      conversion: conversionTimeLimit ? { timeLimitMs: conversionTimeLimit } : {},
    }));
  return {
    name: 'statefront-mock-backend',
    configureServer(dev) {
      dev.middlewares.use(nodeMiddleware(backend));
    },
    configurePreviewServer(preview) {
      preview.middlewares.use(nodeMiddleware(backend));
      // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment gets
      // ECONNRESET (a test's backend reads after a minute of clicking did, under load). Clients give up first.
      const { httpServer } = preview;
      if ('keepAliveTimeout' in httpServer) {
        httpServer.keepAliveTimeout = 65_000;
        httpServer.headersTimeout = 66_000;
      }
    },
  };
}
