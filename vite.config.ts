/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { mockPathPrefixes } from './server-mock/app.ts';
import { mockBackend } from './server-mock/vite-plugin.ts';
import { headersFile, securityHeaders } from './src/app/security-headers.ts';

/**
 * Every page starts with the markets and settings: ask for them while the HTML is still being read,
 * from the configured app API (the same origin by default).
 */
function preloadBootData(): Plugin {
  const base = process.env.VITE_APP_API_URL ?? '';
  return {
    name: 'statefront-preload-boot-data',
    transformIndexHtml: () =>
      ['/api/markets/', '/api/settings/'].map((path) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', href: `${base}${path}`, crossorigin: 'anonymous' },
        injectTo: 'head' as const,
      })),
  };
}

/**
 * The security headers (src/app/security-headers.ts) on every page and asset of the preview, and as
 * `dist/_headers` for production hosting. The embedded backend's own pages (the simulated providers) stand
 * in for other hosts and keep their own rules. Source maps are built for error reports but not served.
 */
function servedSecurely(mode: string): Plugin {
  const headers = securityHeaders(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    name: 'statefront-security-headers',
    configurePreviewServer(preview) {
      preview.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (mockPathPrefixes.some((prefix) => path.startsWith(prefix))) return next();
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

/** The flow atlas's page, built apart from the shop (`vite build --mode flows`) into dist/flows/. */
const atlasPage = 'src/flows/index.html';

/**
 * /flows/ is the flow atlas: in development its page is served from src/flows/; in its own build the page
 * is written as dist/flows/index.html, which the preview serves at /flows/.
 */
function flowAtlasPage(): Plugin {
  return {
    name: 'statefront-flow-atlas-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path, query] = (request.url ?? '').split('?');
        if (path === '/flows' || path === '/flows/') request.url = `/${atlasPage}${query ? `?${query}` : ''}`;
        next();
      });
    },
    generateBundle: {
      // After Vite has emitted the page (it keeps the page's path under the root).
      order: 'post',
      handler(_options, bundle) {
        const page = bundle[atlasPage];
        if (page) page.fileName = 'index.html';
      },
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    servedSecurely(mode),
    flowAtlasPage(),
    ...(mode === 'flows'
      ? []
      : [
          preloadBootData(),
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            routesDirectory: './src/routes',
            generatedRouteTree: './src/route-tree.gen.ts',
          }),
        ]),
    react(),
    vanillaExtractPlugin(),
    mockBackend(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build:
    mode === 'flows'
      ? {
          target: 'es2022',
          outDir: 'dist/flows',
          emptyOutDir: true,
          rollupOptions: { input: atlasPage },
        }
      : // 'hidden': the maps are written for error reports, the bundles do not point at them.
        { target: 'es2022', sourcemap: 'hidden', manifest: true },
  ...(mode === 'flows' ? { base: '/flows/' } : {}),
  test: {
    // Vitest's default on 2 cores is one worker; the model tests mostly wait on the screen, so two share them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        // Conversions in a worker, concurrent orders: seconds each on a small, busy machine.
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.tsx'],
          environment: 'happy-dom',
          // The hosted payment pages are iframes on the backend's host: tests never load them.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          // Views render the whole app over the in-process backend: seconds each on a small, busy machine.
          testTimeout: 20_000,
          environment: 'happy-dom',
          // The hosted payment pages are iframes on the backend's host: tests never load them.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
}));
