// Runs the fetch handler behind Node's http server or a connect middleware (Vite dev and preview).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { type MockServer, mockPathPrefixes } from './app.ts';

export const isMockPath = (url: string | undefined) =>
  Boolean(url && mockPathPrefixes.some((prefix) => url.startsWith(prefix)));

export function nodeMiddleware(server: MockServer) {
  const listener = getRequestListener(server.fetch);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!isMockPath(req.url)) return next();
    void listener(req, res);
  };
}
