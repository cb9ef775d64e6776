/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mockBackend } from './server-mock/vite-plugin.ts';

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

export default defineConfig({
  plugins: [
    preloadBootData(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    vanillaExtractPlugin(),
    mockBackend(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' },
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
          environment: 'happy-dom',
          // The hosted payment pages are iframes on the backend's host: tests never load them.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
});
