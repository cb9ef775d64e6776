import type { BuildEnvironmentOptions, Plugin } from 'vite';

/** The flow atlas's page, built apart from the shop (`vite build --mode flows`) into dist/flows/. */
const atlasPage = 'src/flows/index.html';

/** The build options of `vite build --mode flows` (served at `base: '/flows/'`). */
export function flowAtlasBuild(): BuildEnvironmentOptions {
  return { target: 'es2022', outDir: 'dist/flows', emptyOutDir: true, rollupOptions: { input: atlasPage } };
}

/**
 * /flows/ is the flow atlas: in development its page is served from src/flows/; in its own build the page
 * is written as dist/flows/index.html, which the preview serves at /flows/.
 */
export function flowAtlasPage(): Plugin {
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
