import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { immutableCacheControl, isImmutablePath } from '../app/security-headers.ts';
import { isBuildOnlyPath } from './security-headers.plugin.ts';

/** What the build writes for browsers (no `public/` folder): any other file goes on to Vite's own serving. */
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
/** Below this a gzip saves less than its header costs (the threshold of Vite's own compression). */
const compressFrom = 1024;

interface ServedFile {
  body: Buffer;
  gzipped?: Buffer;
  type: string;
  etag: string;
}

/** Every file of the build by its URL path (`/assets/x.js`, `/se/index.html`); only what a host would serve. */
function buildFiles(root: string, servable: (path: string) => boolean): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const path = `/${relative(root, full).split(sep).join('/')}`;
        if (contentTypes[extname(path)] && servable(path)) files.set(path, full);
      }
    }
  };
  walk(root);
  return files;
}

/** What Vite's HTML fallback takes as a request for a page: a GET or HEAD that accepts HTML. */
const asksForPage = (request: IncomingMessage) => {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
};

/**
 * The preview serves the build's files as a production host does (decision 077): each read once and kept, gzipped
 * once, hashed assets immutable. Vite's preview reads, stats and gzips every file on every request, which was most
 * of the e2e servers' CPU. Only exact files are answered here: a page's folder (`/se/` is `/se/index.html`) or a
 * file; anything else (the SPA fallback, a missing file, the backend) goes on to Vite as before. Runs after the
 * security headers' middleware, which has set the headers and refused what is only for the build.
 */
export function servedFromMemory(isBackendPath: (path: string) => boolean): Plugin {
  return {
    name: 'statefront-served-from-memory',
    configurePreviewServer(preview) {
      const root = resolve(preview.config.root, preview.config.build.outDir);
      let files: Map<string, string> | undefined;
      const served = new Map<string, ServedFile>();
      const load = (path: string): ServedFile | undefined => {
        files ??= buildFiles(root, (path) => !isBackendPath(path) && !isBuildOnlyPath(path));
        const cached = served.get(path);
        if (cached) return cached;
        const full = files.get(path);
        if (!full) return undefined;
        const body = readFileSync(full);
        const file: ServedFile = {
          body,
          gzipped: body.length >= compressFrom ? gzipSync(body) : undefined,
          type: contentTypes[extname(path)]!,
          etag: `W/"${body.length.toString(16)}-${Date.now().toString(16)}"`,
        };
        served.set(path, file);
        return file;
      };
      preview.middlewares.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        let path: string;
        try {
          path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        } catch {
          return next();
        }
        const isPage = path.endsWith('/') || path.endsWith('.html');
        if (isPage && (!asksForPage(request) || request.headers['sec-fetch-dest'] === 'script'))
          return next();
        const file = load(path.endsWith('/') ? `${path}index.html` : path);
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.setHeader('ETag', file.etag);
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Cache-Control', isImmutablePath(path) ? immutableCacheControl : 'no-cache');
        if (request.headers['if-none-match'] === file.etag) {
          response.statusCode = 304;
          response.end();
          return;
        }
        const gzip = file.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        const body = gzip ? file.gzipped! : file.body;
        if (gzip) response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Content-Length', body.length);
        response.statusCode = 200;
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
