// `npm run size`: gzip sizes of the production build against the budgets of DESIGN.md. Fails over budget.
// Two figures for the home: its first paint's JavaScript from the build graph (the entry and the home route), and
// what a browser downloads on the key pages without any interaction by network idle (issue 34, decision 059),
// measured in Chromium against `vite preview` of the build. SIZE_OUT_DIR: the build (default dist); SIZE_PORT: the
// preview's port (default 4242).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { compileHint, firstPaintChunkName } from '../../src/build/first-paint.chunk';
import {
  floorPage,
  javascriptByIdle,
  keyPages,
  launchChromium,
  post,
  servePreview,
  stackFloorPages,
  stopPreview,
  waitForServer,
} from './key-pages';

const dist = resolve(process.env.SIZE_OUT_DIR || resolve(import.meta.dirname, '../../dist'));
const manifestPath = `${dist}/.vite/manifest.json`;
/** The home's first paint: the entry and the home route (decisions 010, 043). */
const homeRouteBudget = 125 * 1024;
/** DESIGN.md's budget: the JavaScript the home makes a phone download without interaction, by network idle. */
const homeIdleBudget = 150 * 1024;
const lazyChunkBudget = 40 * 1024;
/**
 * A prerendered page, its query data included: a new connection's first round trip carries about 14 kB (ten
 * segments) with the headers; a page past it waits one more round trip before its first paint.
 */
const prerenderedPageBudget = 12 * 1024;
/** A first visit of a lazily loaded route, shared chunks included (decision 010). */
const firstVisitBudget = 60 * 1024;
/** The route chunks that load with the market home, besides the entry. */
// Not i18next and the texts: the page hydrates with the texts it brings, i18next loads beside it (decision 043).
const homeRouteModules = ['src/routes/$country/index.tsx?tsr-split=component'];

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipped = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(`${dist}/${file}`), { level: 9 }).length);
  return gzipped.get(file) ?? 0;
};

/** The JS files a chunk needs: itself and everything it imports statically. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry');
const entryFiles = closure([entryKey]);
const homeFiles = closure([entryKey, ...homeRouteModules]);
const home = total(homeFiles);

let failures = 0;
const report = (label: string, size: number, budget: number) => {
  const over = size > budget;
  if (over) failures++;
  console.log(`${over ? '✗' : '✓'} ${label.padEnd(58)} ${kB(size).padStart(9)} / ${kB(budget)}`);
};

console.log('First paint JavaScript (gzip, from the build graph):');
report('market home /{country}/ (entry + home route)', home, homeRouteBudget);
console.log(`  of which the entry alone: ${kB(total(entryFiles))}`);
// The first paint's chunk asks V8 to compile it while it downloads (decision 090): a bundler that no longer wrote the
// hint would lose that without any other test noticing.
const firstPaintFile = [...entryFiles].find((file) => file.startsWith(`assets/${firstPaintChunkName}-`));
const hinted =
  firstPaintFile !== undefined &&
  readFileSync(`${dist}/${firstPaintFile}`, 'utf8').startsWith(`${compileHint}\n`);
if (!hinted) failures++;
console.log(
  `${hinted ? '✓' : '✗'} the first paint's chunk (${firstPaintFile}) starts with V8's compile hint`,
);
const lazyChunks = Object.entries(manifest).filter(
  ([, chunk]) => chunk.isDynamicEntry && chunk.file.endsWith('.js'),
);
const added = (key: string) => total([...closure([key])].filter((file) => !entryFiles.has(file)));
// A route is budgeted on what it alone brings: its chunk and the chunks no other lazy chunk uses. Chunks
// shared between lazy chunks (xstate, react-aria's form controls) load once for all of them and are
// reported in the first-visit figure in brackets (docs/decisions/010).
const lazyClosures = new Map(
  lazyChunks.map(([key]) => [key, [...closure([key])].filter((file) => !entryFiles.has(file))]),
);
const usage = new Map<string, number>();
for (const files of lazyClosures.values())
  for (const file of files) usage.set(file, (usage.get(file) ?? 0) + 1);
const exclusive = (key: string) =>
  total((lazyClosures.get(key) ?? []).filter((file) => usage.get(file) === 1));
console.log('Lazily loaded route chunks (gzip: what the route alone brings; in brackets, a first visit):');
for (const [key] of lazyChunks.filter(([key]) => key.startsWith('src/routes/'))) {
  const label = key.replace(/\?tsr-split=.*$/, '');
  report(`${label} (${kB(added(key))})`, exclusive(key), lazyChunkBudget);
  if (added(key) > firstVisitBudget) report(`${label}: first visit`, added(key), firstVisitBudget);
}
console.log(
  'Deferred widget and locale chunks (gzip, loaded after the first paint; reported, not budgeted):',
);
for (const [key] of lazyChunks.filter(
  ([key]) => !key.startsWith('src/routes/') && !homeRouteModules.includes(key),
)) {
  console.log(`  ${key.padEnd(58)} ${kB(added(key)).padStart(9)}`);
}
// Every page `vite build` wrote (decision 028), but the flow atlas's and the perf floors'.
const pages = (readdirSync(dist, { recursive: true }) as string[])
  .filter((name) => name.endsWith('index.html') && !/^(flows|bare[\w-]*)\//.test(name))
  .map((name) => ({
    name: `/${name.replace(/index\.html$/, '')}`,
    size: gzipSize(name),
  }))
  .sort((a, b) => b.size - a.size);
const [largestPage] = pages;
if (largestPage) {
  console.log(`Prerendered pages (gzip; ${pages.length} pages, the largest):`);
  for (const page of pages.filter((entry) => entry.size > prerenderedPageBudget || entry === largestPage))
    report(page.name, page.size, prerenderedPageBudget);
}
// The flow atlas is its own build (dist/flows/): nothing of it is in the shop's manifest above.
const atlasAssets = `${dist}/flows/assets`;
if (existsSync(atlasAssets)) {
  console.log('Flow atlas /flows/ (its own build; reported, not budgeted):');
  for (const file of readdirSync(atlasAssets).filter((name) => name.endsWith('.js')))
    console.log(
      `  ${file.replace(/-[\w-]{8}\.js$/, '.js').padEnd(58)} ${kB(gzipSize(`flows/assets/${file}`)).padStart(9)}`,
    );
}

// In a browser: every script a page makes Chromium download at 360 px without any interaction, until the network
// has been quiet for a second after the load event (decision 059). The home is budgeted, the rest reported.
const port = Number(process.env.SIZE_PORT) || 4242;
const origin = `http://localhost:${port}`;
const server = servePreview(port, dist);
try {
  await waitForServer(origin, server);
  await post(origin, '/__mock/reset', {});
  const browser = await launchChromium();
  try {
    console.log('JavaScript by network idle without interaction (gzip -9, Chromium at 360 px):');
    // The bare pages that `npm run perf` built (the floor, the stack's floors) beside the shop's.
    const builtBarePages = [floorPage, ...stackFloorPages].filter((page) =>
      existsSync(`${dist}${page.path}index.html`),
    );
    const pages = [...builtBarePages, ...keyPages];
    for (const page of pages) {
      const { files, total: bytes } = await javascriptByIdle(browser, origin, page);
      const label = `${page.name} (${files.length} files)`;
      if (page === keyPages[0]) report(label, bytes, homeIdleBudget);
      else console.log(`  ${label.padEnd(58)} ${kB(bytes).padStart(9)}`);
      console.log(
        `      ${files
          .filter((file) => file.gzip >= 1024)
          .map((file) => `${file.name.replace(/\.js$/, '')} ${(file.gzip / 1024).toFixed(1)}`)
          .join(
            ', ',
          )}${files.some((file) => file.gzip < 1024) ? `, ${files.filter((file) => file.gzip < 1024).length} files under 1 kB` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  stopPreview(server);
}
process.exit(failures ? 1 : 0);
