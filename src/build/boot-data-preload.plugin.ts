import type { Plugin } from 'vite';

/**
 * Every page starts with the markets and settings: ask for them while the HTML is still being read,
 * from the configured app API (the same origin by default).
 */
export function preloadBootData(): Plugin {
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
