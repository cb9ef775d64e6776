import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { headersFile, securityHeaders } from '../app/security-headers.ts';
import { inlineSources } from './inline-sources.ts';

/** Decodes a path until it stops changing (`%252E` is a twice-encoded dot); null when it does not decode. */
function decodedPath(path: string): string | null {
  let decoded = path;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) return decoded;
    decoded = next;
  }
  return decoded;
}

/**
 * What the build writes for the build and the host, never for a browser: source maps (they carry the original
 * sources), `.vite/manifest.json` (any dot-file or dot-directory) and the hosting rules (`_headers`,
 * `_redirects`). Judged on the path decoded as a static file server may decode it, whatever its encoding
 * (`.js.ma%70`, `.js%2Emap`, `%2Evite`), case and trailing slashes or dots; a path that does not decode is
 * refused too.
 */
export function isBuildOnlyPath(rawPath: string): boolean {
  const path = decodedPath(rawPath);
  if (path === null || path.includes('\0')) return true;
  const segments = path
    .split(/[/\\]+/)
    .map((segment) => segment.trim().toLowerCase())
    .filter(Boolean);
  return segments.some((segment) => {
    // 'x.js.map.' names 'x.js.map' on some file systems.
    const name = segment.replace(/[.\s]+$/, '');
    return segment.startsWith('.') || name.endsWith('.map') || name === '_headers' || name === '_redirects';
  });
}

/**
 * The security headers (src/app/security-headers.ts) on every page and asset of the preview, and as
 * `dist/_headers` for production hosting. Both allow the style and script elements the build put into the
 * prerendered pages (decisions 085, 086), so both are made after it: the preview's when it starts, `_headers` once
 * the build is done. The embedded backend's own pages (the simulated providers), under `backendPaths`, stand in for
 * other hosts and keep their own rules. Source maps are built for error reports but not served, nor is anything else only for the
 * build or the host (`isBuildOnlyPath`).
 */
export function servedSecurely(mode: string, backendPaths: readonly string[]): Plugin {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  let outDir = 'dist';
  let building = false;
  return {
    name: 'statefront-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build';
    },
    configurePreviewServer(preview) {
      const headers = securityHeaders(env, inlineSources(outDir));
      preview.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (backendPaths.some((prefix) => path.startsWith(prefix))) return next();
        if (isBuildOnlyPath(path)) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
    // After every plugin's writeBundle: the prerendered pages' inline elements are known then. (A dev server calls
    // closeBundle too, when it stops.)
    closeBundle() {
      if (building && mode !== 'flows')
        writeFileSync(`${outDir}/_headers`, headersFile(securityHeaders(env, inlineSources(outDir))));
    },
  };
}
