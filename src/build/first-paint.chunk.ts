import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';

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

/** The first paint's chunk (its file `assets/framework-<hash>.js`). */
export const firstPaintChunkName = 'framework';

/**
 * The first paint's code as one chunk beside the entry's own module (decision 010): those libraries, the app
 * modules the entry imports, and the modules the home's route chunk shares with other routes (skeleton, money,
 * badge ...). Split in several files the same code took 1.2 kB more gzip. The name of Rolldown's
 * `codeSplitting` group (`firstPaintChunkName`), or null for a module outside it.
 */
export function firstPaintChunk(id: string, context: ChunkingContext) {
  if (firstPaintLibraries.test(id)) return loadedLaterOnly.test(id) ? null : firstPaintChunkName;
  firstPaint ??= firstPaintModules(context);
  return firstPaint.has(id) ? firstPaintChunkName : null;
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
  // This file is in src/build/.
  const root = resolve(import.meta.dirname, '..');
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
 * V8's explicit compile hint for the first paint's chunk (Chromium 136 and later; other engines read a comment): all
 * its functions are compiled while the file streams in, on a background thread, not each one on the main thread the
 * first time it runs. Nearly all of them run while the page starts, so the work is not wasted; compiled at their first
 * calls they were much of the entry's evaluation and of the tasks after it (decision 090). Rolldown's `postBanner`:
 * added after minification, which drops comments.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** The banner Rolldown puts before a chunk: the compile hint on the first paint's chunk, nothing on the others. */
export const compileHintOf = (chunk: { name: string }) =>
  chunk.name === firstPaintChunkName ? compileHint : '';
