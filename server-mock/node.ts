// Runs the fetch handler behind Node's http server or a connect middleware (Vite dev and preview).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { type MockServer, mockPathPrefixes } from './app.ts';

export const isMockPath = (url: string | undefined) =>
  Boolean(url && mockPathPrefixes.some((prefix) => url.startsWith(prefix)));

/** How long a connection closed under an unread request body still takes (and drops) what the client sends. */
export const lingerMs = 2000;

/**
 * Node closes a `Connection: close` answer's socket as soon as the answer is written (`destroySoon`). While the
 * client is still sending a body (an early 401 or 413), the kernel answers those bytes with a reset, and a reset
 * can throw away the answer before the client has read it. This socket closes the way HTTP servers do it instead
 * (a "lingering close"): the answer, then the end of the server's side, then what the client still sends is read
 * and dropped until it closes its side too, for at most `lingerMs`.
 */
function closeLingering(socket: Socket) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
  };
}

/**
 * The backend's paths as a connect middleware. `server` may be a function that makes the backend: it is then called
 * at the first request to a backend path (Vite loads its config, and so this plugin, in every Vitest project and
 * build, where nothing asks the backend anything).
 */
export function nodeMiddleware(server: MockServer | (() => MockServer)) {
  // Not the adapter's own clean-up of an unread body: it resets the connection after 500 ms or 64 MB, under a
  // keep-alive client's next request (issue 31, item 13). An unread rest is dropped here (below).
  let made: ReturnType<typeof getRequestListener> | undefined;
  const listen = () => {
    made ??= getRequestListener((typeof server === 'function' ? server() : server).fetch, {
      autoCleanupIncoming: false,
    });
    return made;
  };
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!isMockPath(req.url)) return next();
    const listener = listen();
    // An answer given before the whole body came (a refusal by size or before authentication): the rest is read
    // and dropped, never kept, and the connection, which the answer closes, lingers instead of being reset.
    res.once('prefinish', () => {
      if (req.complete) return;
      req.removeAllListeners('data');
      req.resume();
      closeLingering(req.socket);
    });
    void listener(req, res);
  };
}
