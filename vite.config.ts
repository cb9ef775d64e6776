/// <reference types="vitest/config" />

import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { Market } from './openapi/types.ts';
import { createMockServer, mockPathPrefixes } from './server-mock/app.ts';
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
 * The entry's own imports (the `framework` chunk and Rolldown's runtime) as modulepreload links of index.html, and
 * so of every page built from it. Vite's module preloading is off (decision 042, update): it wrote these links,
 * but also, at run time, a link for each file of each lazily loaded chunk, tens of DOM insertions in the tasks
 * that load a route (18 ms of a route's first load here, four times that on Lighthouse's phone).
 */
function entryPreloads(): Plugin {
  return {
    name: 'statefront-entry-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
        if (page?.type !== 'asset' || entry?.type !== 'chunk') return;
        const links = entry.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        page.source = String(page.source).replace(
          /(<script type="module" crossorigin src="[^"]+"><\/script>)/,
          `$1\n    ${links.join('\n    ')}`,
        );
      },
    },
  };
}

/**
 * Each market home gets a page of its own, `dist/<country>/index.html` (the preview, like static hosting, serves
 * it for `/<country>/`), prerendered below: the shop's page plus the home's route chunk, texts and styles, so that
 * they load beside the entry instead of after it (issue 18).
 */
function marketHomePages(): Plugin {
  return {
    name: 'statefront-market-home-pages',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const chunkOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(id));
        const home = chunkOf('src/routes/$country/index.tsx?tsr-split=component');
        if (!home) return;
        const already = String(page.source);
        const styles = new Set(
          [home, ...home.imports.map((file) => bundle[file])].flatMap((chunk) =>
            chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [],
          ),
        );
        const { markets } = (await (
          await createMockServer().fetch(new Request('http://build/api/markets/'))
        ).json()) as { markets: { enadMarket: string }[] };
        // The page hydrates with the texts it brings (decision 043): no locale file or i18next before it.
        for (const { enadMarket: country } of markets) {
          const scripts = new Set([home.fileName, ...home.imports]);
          const assets = [
            ...[...scripts]
              .filter((file) => !already.includes(file))
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...[...styles]
              .filter((file) => !already.includes(file))
              .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ];
          this.emitFile({
            type: 'asset',
            fileName: `${country}/index.html`,
            source: already.replace('</head>', `  ${assets.join('\n    ')}\n  </head>`),
          });
        }
      },
    },
  };
}

/**
 * Every product page that a market's visitors can open (decision 039): `/<productUrlPrefix>/<slug>/` of each
 * product the market's consumer store group sees. A business-only product or an unknown slug is not among them:
 * its page is rendered in the browser.
 */
async function productPages(backend: ReturnType<typeof createMockServer>, markets: Market[]) {
  const pages: string[] = [];
  for (const { enadMarket, productUrlPrefix } of markets)
    for (let page = 1, last = 1; page <= last; page++) {
      const products = (await (
        await backend.fetch(
          new Request(`http://build/api/products/?market=${enadMarket}&perPage=100&page=${page}`),
        )
      ).json()) as { data: { slug: string }[]; total_pages: number };
      last = products.total_pages;
      for (const { slug } of products.data) pages.push(`/${productUrlPrefix}/${slug}/`);
    }
  return pages;
}

/**
 * A prerendered page starts its app after its first paint (decision 041): Vite's module script and modulepreload
 * links give way to src/prerender/start-after-paint.js, which adds them once the page has painted.
 */
function startAfterFirstPaint(html: string, starter: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('Prerendering: the page has no module script to start after its first paint');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href,
  );
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      /<script type="module" crossorigin src="[^"]+"><\/script>/,
      `<script defer src="${starter}" data-entry="${entry}" data-preloads="${preloads.join(' ')}"></script>`,
    );
}

/**
 * After the shop's build, each market home and the static pages are rendered into their HTML (decision 028):
 * src/prerender/prerender-page.tsx, loaded through a Vite server in production mode (the same style class names
 * as the build), against a fresh embedded backend. The browser hydrates them (src/main.tsx).
 */
function prerenderedPages(): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'statefront-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      mode = config.mode;
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const { mkdir, readFile, writeFile } = await import('node:fs/promises');
      const server = await createServer({
        mode,
        logLevel: 'warn',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { prerenderPage } = (await server.ssrLoadModule(
          '/src/prerender/prerender-page.tsx',
        )) as typeof import('./src/prerender/prerender-page');
        const backend = createMockServer();
        const { markets } = (await (
          await backend.fetch(new Request('http://build/api/markets/'))
        ).json()) as {
          markets: Market[];
        };
        const shell = await readFile(`${outDir}/index.html`, 'utf8');
        const starterSource = await readFile('src/prerender/start-after-paint.js');
        const starter = `/assets/start-after-paint-${createHash('sha256').update(starterSource).digest('base64url').slice(0, 8)}.js`;
        await writeFile(`${outDir}${starter}`, starterSource);
        const pages: PageToPrerender[] = [
          ...markets.flatMap(({ enadMarket: country }) =>
            ['', 'terms/', 'integrity/'].map((page) => ({
              path: `/${country}/${page}`,
              story: page ? undefined : `${country}/home`,
              route: `src/routes/$country/${page ? page.slice(0, -1) : 'index'}.tsx`,
            })),
          ),
          // The same for every visitor on arrival: a form whose fields wait for the app (decision 033).
          { path: '/login/', route: 'src/routes/login.tsx' },
          // Prices and stock render pending, filled in after hydration (decision 039).
          ...(await productPages(backend, markets)).map((path) => ({
            path,
            route: 'src/routes/$country/$productPrefix/$slug.tsx',
          })),
          ...shellPages(markets),
        ];
        const manifest = JSON.parse(await readFile(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        for (const { path, story, route } of pages) {
          const file = `${outDir}${path}index.html`;
          // A market home's page already preloads its route chunk (marketHomePages); the others start from the shell.
          const template = withRoutePreloads(story ? await readFile(file, 'utf8') : shell, manifest, route);
          const rendered = await prerenderPage(
            path,
            (request) => Promise.resolve(backend.fetch(request)),
            story,
          );
          await mkdir(`${outDir}${path}`, { recursive: true });
          await writeFile(
            file,
            startAfterFirstPaint(template, starter)
              // The page brings its data: no request for it to start early.
              .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
              .replace(/<html lang="[^"]*">/, `<html lang="${rendered.language}">`)
              .replace('</head>', `  ${rendered.head}\n  </head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="prerendered-data">${rendered.data}</script>`,
              ),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * The prerendered shells (decision 040): pages of private data, rendered in the loading state they show before
 * it (header, heading, placeholders of the final size), the same for everyone. The app hydrates them and fills
 * them in once the session has loaded. Like the login and the product pages they preload only the entry's
 * chunks: preloading the route's chunks, texts and the session's runtime too (some 30 files) held their first
 * paint, which is their largest, back by 0.6-0.7 s on a phone (Lighthouse; decision 040, update of 2026-11-26).
 */
function shellPages(markets: { enadMarket: string }[]): PageToPrerender[] {
  return [
    ...markets.map(({ enadMarket }) => ({
      path: `/${enadMarket}/checkout/`,
      route: 'src/routes/$country/checkout/index.tsx',
    })),
    { path: '/my-account/orders/', route: 'src/routes/my-account/orders/index.tsx' },
  ];
}

/** A page rendered at build time. */
interface PageToPrerender {
  path: string;
  story?: string;
  /** The file of the route that renders it: its chunks are preloaded with the entry's. */
  route: string;
}

/**
 * The page's route chunks and every chunk they import, as modulepreload links beside the entry's (which the
 * page's starter adds after its first paint, decision 041). Without Vite's module preloading (decision 042,
 * update) the browser would find them one import level at a time: the login's are seven levels deep.
 */
function withRoutePreloads(
  html: string,
  manifest: Record<string, { file: string; imports?: string[] }>,
  route: string,
) {
  const roots = Object.keys(manifest).filter((key) => key.startsWith(`${route}?tsr-split=component`));
  if (roots.length === 0)
    throw new Error(`Prerendering: no route chunk for ${route} in the build's manifest`);
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  for (const root of roots) add(root);
  const links = [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
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

/**
 * The libraries the first paint runs, and the API clients built on openapi-fetch, as one chunk (decision 010).
 * Left to itself Rolldown splits every module the entry shares with a lazy chunk into a chunk of its own: ten
 * more files on the home, 3.3 kB of gzip overhead.
 */
const firstPaintLibraries =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|openapi-fetch)[\\/]|src[\\/]api[\\/](clients|errors|transport)\.ts$/;

/**
 * Parts of those libraries only lazily loaded routes use: they stay in chunks of their own (the shim is
 * @xstate/react's; React 19 needs none).
 */
const loadedLaterOnly =
  /[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQuery(Observer|Options)|useRouterState)\.js$|use-sync-external-store[\\/](shim[\\/]index|cjs[\\/]use-sync-external-store-shim\.production)\.js$/;

/**
 * The first paint's code as one chunk beside the entry's own module (decision 010): those libraries, the app
 * modules the entry imports, and the modules the home's route chunk shares with other routes (skeleton, money,
 * badge ...). Split in several files the same code took 1.2 kB more gzip.
 */
function firstPaintChunk(id: string, context: ChunkingContext) {
  if (firstPaintLibraries.test(id)) return loadedLaterOnly.test(id) ? null : 'framework';
  firstPaint ??= firstPaintModules(context);
  return firstPaint.has(id) ? 'framework' : null;
}
let firstPaint: Set<string> | undefined;
function firstPaintModules(context: ChunkingContext) {
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    for (const id of roots)
      if (!seen.has(id)) {
        seen.add(id);
        roots.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
    return seen;
  };
  const root = resolve(import.meta.dirname, 'src');
  const entry = closure([`${root}/main.tsx`]);
  const homeRoute = `${root}/routes/$country/index.tsx?tsr-split=component`;
  const home = closure([homeRoute]);
  // Not the home's own views (its grid): only what other routes import as well.
  const shared = [...home].filter((id) =>
    context.getModuleInfo(id)?.importers.some((importer) => !home.has(importer)),
  );
  // main.tsx stays the entry chunk's own module: in the group, the build would have no entry left to name.
  entry.delete(`${root}/main.tsx`);
  // The libraries are chosen above; the texts load by language, not with the code.
  return new Set(
    [...entry, ...shared].filter((id) => !id.includes('/node_modules/') && !id.endsWith('.json')),
  );
}

/**
 * Two of react-aria's modules ask the browser's Intl something when they load, on every page that renders one
 * of its components, and each question is a phone's first use of part of the browser's locale data (issue 18,
 * decision 040): 10-34 ms of main thread (40-130 ms at Lighthouse's 4x slowdown) before anything is shown.
 * - The default locale is checked with `Intl.DateTimeFormat.supportedLocalesOf`, which lists every locale the
 *   date formatter knows. Only a malformed tag matters (it falls back to en-US on the RangeError), which
 *   `Intl.getCanonicalLocales` throws as well, in 0.1 ms.
 * - The number formatter probes `signDisplay: 'exceptZero'` with a German formatter; every browser the build
 *   targets (es2022) has it.
 * The build fails if a probe is gone, so an upgrade can't drop this unnoticed.
 */
const moduleLoadIntlProbes = [
  {
    module: '/react-aria/dist/private/i18n/useDefaultLocale.mjs',
    probe: 'Intl.DateTimeFormat.supportedLocalesOf([',
    answer: 'Intl.getCanonicalLocales([',
  },
  {
    module: '/@internationalized/number/dist/private/NumberFormatter.mjs',
    probe:
      /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    answer: 'true',
  },
];

function cheapIntlProbes(): Plugin {
  return {
    name: 'statefront:cheap-intl-probes',
    transform(code, id) {
      const patch = moduleLoadIntlProbes.find(({ module }) => id.endsWith(module));
      if (!patch) return null;
      const patched = code.replace(patch.probe, patch.answer);
      if (patched === code)
        this.error(`${patch.module} no longer has ${patch.probe}: review moduleLoadIntlProbes`);
      return { code: patched, map: null };
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

// Only Vitest loads its node API: the builds do without it.
const testSequencer = process.env.VITEST
  ? (await import('./tests/support/longest-first.ts')).LongestFirstSequencer
  : undefined;

export default defineConfig(({ mode }) => ({
  plugins: [
    servedSecurely(mode),
    flowAtlasPage(),
    ...(mode === 'flows'
      ? []
      : [
          preloadBootData(),
          entryPreloads(),
          marketHomePages(),
          prerenderedPages(),
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
      ? {
          target: 'es2022',
          outDir: 'dist/flows',
          emptyOutDir: true,
          rollupOptions: { input: atlasPage },
        }
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
            },
          },
        },
  ...(mode === 'flows' ? { base: '/flows/' } : {}),
  test: {
    // Vitest's default on 2 cores is one worker; the model tests mostly wait on the screen, so two share them.
    maxWorkers: 2,
    ...(testSequencer ? { sequence: { sequencer: testSequencer } } : {}),
    // Read as files, not imported, so no import graph leads to them: a change reruns every test (`--changed` in
    // `npm run test:quick`, watch mode). The first three are Vitest's defaults.
    forceRerunTriggers: [
      '**/package.json',
      '**/{vitest,vite}.config.*',
      '**/openapi/*.yaml',
      '**/tests/fixtures/**',
    ],
    projects: [
      {
        extends: true,
        // A limit only bounds a failure (decision 032): a rule that reads every source file takes seconds
        // while other work keeps the cores busy.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // The files of a worker share their modules: the contract, its validators and the seed are read and
          // compiled once per worker, not once per file (decision 032: 40 % less CPU). No test keeps module state.
          isolate: false,
        },
      },
      {
        extends: true,
        // Conversions in a worker, concurrent orders: seconds each on a small, busy machine.
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          isolate: false,
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
          testTimeout: 60_000,
          environment: 'happy-dom',
          // The hosted payment pages are iframes on the backend's host: tests never load them.
          environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
}));
