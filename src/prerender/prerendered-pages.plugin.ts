import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { Market } from '../../openapi/types';
import { pagesToPrerender } from './pages-to-prerender.ts';

/**
 * After the shop's build, each market home and the static pages are rendered into their HTML (decision 028):
 * src/prerender/prerender-page.tsx, loaded through a Vite server in production mode (the same style class names
 * as the build), against a fresh embedded backend, which the config hands in (src/ never imports server-mock/).
 * The browser hydrates them (src/main.tsx).
 */
export function prerenderedPages(freshBackend: () => (request: Request) => Promise<Response>): Plugin {
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
        )) as typeof import('./prerender-page');
        const backend = freshBackend();
        const { markets } = (await (await backend(new Request('http://build/api/markets/'))).json()) as {
          markets: Market[];
        };
        const shell = await readFile(`${outDir}/index.html`, 'utf8');
        const starterSource = await readFile('src/prerender/start-after-paint.js');
        const starter = `/assets/start-after-paint-${createHash('sha256').update(starterSource).digest('base64url').slice(0, 8)}.js`;
        await writeFile(`${outDir}${starter}`, starterSource);
        const pages = await pagesToPrerender(backend, markets);
        const manifest = JSON.parse(await readFile(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        for (const { path, story, route } of pages) {
          const file = `${outDir}${path}index.html`;
          // A market home's page already preloads its route chunk (marketHomePages); the others start from the shell.
          const rendered = await prerenderPage(path, backend, story);
          const template = withTextPreloads(
            withRoutePreloads(story ? await readFile(file, 'utf8') : shell, manifest, route),
            manifest,
            rendered,
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
 * i18next and the locale files of the page's language and namespaces, beside the entry's chunks (issue 34, decision
 * 059): the page's controls are enabled once i18next has loaded them (decision 043). Found by the app only after
 * the framework had run, they came two round trips after it on slow 4G (0.5 s of the home's time until usable);
 * still after the first paint, as the starter adds every preload then (decision 041).
 */
function withTextPreloads(
  html: string,
  manifest: Record<string, { file: string; imports?: string[] }>,
  { language, namespaces }: { language: string; namespaces: string[] },
) {
  const keys = [
    'src/i18n/i18next-instance.ts',
    ...namespaces.map((namespace) => `src/i18n/locales/${language}/${namespace}.json`),
  ];
  const files = keys.map((key) => {
    const file = manifest[key]?.file;
    if (!file) throw new Error(`Prerendering: no chunk for ${key} in the build's manifest`);
    return file;
  });
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
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
