import { loadEnv, type Plugin } from 'vite';
import { headersFile, securityHeaders } from '../app/security-headers.ts';

/**
 * The security headers (src/app/security-headers.ts) on every page and asset of the preview, and as
 * `dist/_headers` for production hosting. The embedded backend's own pages (the simulated providers), under
 * `backendPaths`, stand in for other hosts and keep their own rules. Source maps are built for error reports but
 * not served.
 */
export function servedSecurely(mode: string, backendPaths: readonly string[]): Plugin {
  const headers = securityHeaders(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    name: 'statefront-security-headers',
    configurePreviewServer(preview) {
      preview.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (backendPaths.some((prefix) => path.startsWith(prefix))) return next();
        if (path.endsWith('.map')) {
          response.statusCode = 404;
          response.end();
          return;
        }
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      });
    },
    generateBundle() {
      if (mode !== 'flows')
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
  };
}
