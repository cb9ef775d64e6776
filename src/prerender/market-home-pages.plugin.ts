import type { Plugin } from 'vite';

/**
 * Each market home gets a page of its own, `dist/<country>/index.html` (the preview, like static hosting, serves
 * it for `/<country>/`), prerendered by prerenderedPages: the shop's page plus the home's route chunk, texts and
 * styles, so that they load beside the entry instead of after it (issue 18). The markets come from a fresh
 * embedded backend, which the config hands in (src/ never imports server-mock/).
 */
export function marketHomePages(freshBackend: () => (request: Request) => Promise<Response>): Plugin {
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
          await freshBackend()(new Request('http://build/api/markets/'))
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
