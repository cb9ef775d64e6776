/// <reference types="vitest/config" />

import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { createMockServer, mockPathPrefixes } from './server-mock/app.ts';
import { isMockPath } from './server-mock/node.ts';
import { mockBackend } from './server-mock/vite-plugin.ts';
import { preloadBootData } from './src/build/boot-data-preload.plugin.ts';
import { cheapIntlProbes } from './src/build/cheap-intl-probes.plugin.ts';
import { entryPreloads } from './src/build/entry-preloads.plugin.ts';
import { compileHintOf, firstPaintChunk } from './src/build/first-paint.chunk.ts';
import { flowAtlasBuild, flowAtlasPage } from './src/build/flow-atlas-page.plugin.ts';
import { flowCoverage } from './src/build/flow-coverage.plugin.ts';
import { servedSecurely } from './src/build/security-headers.plugin.ts';
import { servedFromMemory } from './src/build/served-from-memory.plugin.ts';
import { marketHomePages } from './src/prerender/market-home-pages.plugin.ts';
import { prerenderedPages } from './src/prerender/prerendered-pages.plugin.ts';
import { vitestSettings } from './tests/support/vitest-settings.config.ts';

/** A new embedded backend, in process, for the build to read markets and products from and render pages against. */
function freshBackend() {
  const backend = createMockServer();
  return (request: Request) => Promise.resolve(backend.fetch(request));
}

export default defineConfig(({ mode }) => ({
  plugins: [
    servedSecurely(mode, mockPathPrefixes),
    servedFromMemory(isMockPath),
    flowAtlasPage(),
    flowCoverage(),
    ...(mode === 'flows'
      ? []
      : [
          preloadBootData(),
          entryPreloads(),
          marketHomePages(freshBackend),
          prerenderedPages(freshBackend),
          tanstackRouter({
            target: 'react',
            autoCodeSplitting: true,
            routesDirectory: './src/routes',
            generatedRouteTree: './src/route-tree.gen.ts',
          }),
        ]),
    react(),
    cheapIntlProbes(),
    vanillaExtractPlugin(),
    mockBackend(),
  ],
  // React 19 has useSyncExternalStore: TanStack Store's selector needs no shim for older Reacts (0.2 kB).
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build:
    mode === 'flows'
      ? flowAtlasBuild()
      : // 'hidden': the maps are written for error reports, the bundles do not point at them.
        // One stylesheet (about 10 kB gzip) instead of a dozen render-blocking ones before a prerendered first paint.
        // No modulepreload polyfill (decision 010): a browser without modulepreload (Safari before 17) only loses the early fetch.
        {
          target: 'es2022',
          sourcemap: 'hidden',
          manifest: true,
          cssCodeSplit: false,
          modulePreload: false,
          rollupOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: firstPaintChunk, debugName: 'first paint' }],
              },
              postBanner: compileHintOf,
            },
          },
        },
  ...(mode === 'flows' ? { base: '/flows/' } : {}),
  test: vitestSettings(),
}));
