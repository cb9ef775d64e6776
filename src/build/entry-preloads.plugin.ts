import type { Plugin } from 'vite';

/**
 * The entry's own imports (the `framework` chunk and Rolldown's runtime) as modulepreload links of index.html, and
 * so of every page built from it. Vite's module preloading is off (decision 042, update): it wrote these links,
 * but also, at run time, a link for each file of each lazily loaded chunk, tens of DOM insertions in the tasks
 * that load a route (18 ms of a route's first load here, four times that on Lighthouse's phone).
 */
export function entryPreloads(): Plugin {
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
