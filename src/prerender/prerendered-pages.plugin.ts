import { dirname } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import type { Market } from '../../openapi/types';
import { criticalStylesheet, stylesheetLink, withCriticalStylesheet } from '../build/critical-stylesheet.ts';
import { inlineElement, writeInlineSources } from '../build/inline-sources.ts';
import { pagesToPrerender } from './pages-to-prerender.ts';

/**
 * After the shop's build, each market home and the static pages are rendered into their HTML (decision 028):
 * src/prerender/prerender-page.tsx, loaded through a Vite server in production mode (the same style class names
 * as the build), against a fresh embedded backend, which the config hands in (src/ never imports server-mock/).
 * Each brings in its HTML the rules of the stylesheet the pages' markup uses (decision 085). The browser hydrates
 * them (src/main.tsx).
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
    // When the build's files are written, before any plugin's closeBundle: the hosting headers written there
    // allow this step's style element (decision 085).
    async writeBundle() {
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
        // The build's one stylesheet (cssCodeSplit off): its rules that the pages use go into every page, the whole
        // of it comes with the app (decision 085).
        const stylesheet = stylesheetLink.exec(shell)?.[1];
        if (!stylesheet) throw new Error('Prerendering: the shell links no stylesheet');
        // In the page, not a file of its own (decision 086): it runs as the parser reaches it, and the page's first
        // frame, not the end of its parse, sets the app going. Minified: its comments are for this repository.
        const minified = minifySync(
          'start-after-paint.js',
          await readFile('src/prerender/start-after-paint.js', 'utf8'),
          { compress: true, mangle: true },
        );
        if (minified.errors.length > 0)
          throw new Error(`Prerendering: the starter does not minify: ${minified.errors[0]?.message}`);
        const starter = minified.code.trim();
        const pages = await pagesToPrerender(backend, markets);
        const manifest = JSON.parse(await readFile(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
          string,
          { file: string; imports?: string[] }
        >;
        const written: { file: string; html: string }[] = [];
        for (const { path, story, route } of pages) {
          const file = `${outDir}${path}index.html`;
          // A market home's page already preloads its route chunk (marketHomePages); the others start from the shell.
          const rendered = await prerenderPage(path, backend, story);
          const template = withTextPreloads(
            withRoutePreloads(story ? await readFile(file, 'utf8') : shell, manifest, route),
            manifest,
            rendered,
          );
          written.push({
            file,
            html: startAfterFirstPaint(template, starter, stylesheet)
              // The page brings its data: no request for it to start early.
              .replace(/\s*<link rel="preload" as="fetch"[^>]*>/g, '')
              .replace(/<html lang="[^"]*">/, `<html lang="${rendered.language}">`)
              .replace('</head>', `  ${rendered.head}\n  </head>`)
              .replace(
                '<div id="root"></div>',
                `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="prerendered-data">${rendered.data}</script>`,
              ),
          });
        }
        // One set of rules for every page (decision 085): one style element, one hash in the CSP.
        const critical = criticalStylesheet(
          await readFile(`${outDir}${stylesheet}`, 'utf8'),
          written.map(({ html }) => html),
        );
        for (const { file, html } of written) {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, withCriticalStylesheet(html, critical));
        }
        writeInlineSources(outDir, { styles: [critical], scripts: [starter] });
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * A prerendered page starts its app after its first paint (decisions 041, 086): Vite's module script and
 * modulepreload links give way to the `starter` (src/prerender/start-after-paint.js, in the page), which adds them
 * once the page has painted, and the whole `stylesheet` with them (the page brings the rules of its markup,
 * decision 085).
 */
function startAfterFirstPaint(html: string, starter: string, stylesheet: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('Prerendering: the page has no module script to start after its first paint');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href,
  );
  const script = inlineElement(
    'script',
    starter,
    ` data-entry="${entry}" data-preloads="${preloads.join(' ')}" data-stylesheet="${stylesheet}"`,
  );
  return html
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => script);
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
