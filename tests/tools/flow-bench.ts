// `npm run flows -- bench [--seconds 60] [--sizes 1000000,10000000] [--dir DIR]`: the flow-insights service's
// figures on this machine (docs/decisions/057), a benchmark, not a test:
//   ingest   the service as it runs (contract check, throttle raised, the DuckDB file, the 202 after COMMIT),
//            batches of 200 events posted by 8 concurrent clients in-process for `--seconds`: events per second;
//   query    the atlas's usage query of one flow over 30 days in DuckDB files of each size (the demo sample of
//            the real machines, copied under other run ids, all within the 30 days): first and repeated times
//            (no answer cache: the store's own work), the list of every flow, and the bytes on disk per million.
//            With `--dir`, a file of a size already there is read again, not filled again.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { FlowEvent } from '../../openapi/types';
import { createInsightsServer } from '../../server-mock/insights/app';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store';
import { flowUsage, flowUsageList, usageRange } from '../../server-mock/insights/flow-store';
import { generateFlowSample } from './flow-sample';

const base = new Date().toISOString().slice(0, 10);

/** The pool the runs are copied from: about 100,000 events of 10,000 runs of the real machines. */
function pool() {
  const started = performance.now();
  const events = generateFlowSample({ seed: 35, runs: 10_000, base });
  console.log(`sample: ${events.length} events in ${Math.round(performance.now() - started)} ms`);
  return events;
}

/** The pool's events under the run ids of copy `copy` (ingest). */
const copyOf = (events: FlowEvent[], copy: number) =>
  events.map((event) => ({ ...event, run: `${event.run}-${copy}` }));

async function ingest(events: FlowEvent[], dir: string, seconds: number) {
  const path = join(dir, 'ingest.duckdb');
  const server = createInsightsServer({
    open: () => createDuckDbStore({ path }),
    throttle: { limits: { flowEventsPerClient: { limit: 1e9, windowMs: 60_000 } } },
    retentionEveryMs: 0,
  });
  await server.insights.store();
  const bodies: string[] = [];
  for (let copy = 0; copy < 3; copy++) {
    const copied = copyOf(events, copy);
    for (let i = 0; i + 200 <= copied.length; i += 200)
      bodies.push(JSON.stringify({ events: copied.slice(i, i + 200) }));
  }
  let next = 0;
  let stored = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < until) {
      const body = bodies[next++ % bodies.length]!;
      const response = await server.fetch(
        new Request('http://insights.local/api/flow-events/', {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
        }),
      );
      if (response.status !== 202)
        throw new Error(`POST answered ${response.status}: ${await response.text()}`);
      stored += 200;
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  const elapsed = (performance.now() - started) / 1000;
  await server.insights.close();
  console.log(
    `ingest: ${stored} events in ${elapsed.toFixed(1)} s through the service = ${Math.round(stored / elapsed)} events/s (8 clients, batches of 200, each acknowledged after its COMMIT); file ${mb(fileBytes(path))}`,
  );
}

const fileBytes = (path: string) => {
  let bytes = statSync(path).size;
  try {
    bytes += statSync(`${path}.wal`).size;
  } catch {
    // no write-ahead log left
  }
  return bytes;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A DuckDB file of `size` events: the pool through the store, then copied inside DuckDB. */
async function fill(events: FlowEvent[], path: string, size: number) {
  const store = await createDuckDbStore({ path });
  // The pool once through the store, then copied inside DuckDB under other run ids (as fast as it gets).
  for (let i = 0; i < events.length; i += 50_000) await store.append(events.slice(i, i + 50_000));
  await store.close();
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  const copies = Math.ceil(size / events.length);
  await connection.run(`
    INSERT INTO flow_events
    SELECT flow, run || '-' || copy, seq, at_ms, event, from_states, to_states, transitions, status, batch + copy, idx
    FROM flow_events, range(1, ${copies}) AS copies(copy)`);
  await connection.run(`DELETE FROM flow_events WHERE rowid >= ${size}`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
}

async function query(events: FlowEvent[], dir: string, size: number) {
  const path = join(dir, `query-${size}.duckdb`);
  const filling = performance.now();
  if (!existsSync(path)) await fill(events, path, size);
  const fillS = (performance.now() - filling) / 1000;
  const bytes = fileBytes(path);
  // Reopened, as after a restart: nothing of the filling is in memory.
  const store = await createDuckDbStore({ path });
  const range = usageRange(new Date(), undefined, undefined);
  if ('error' in range) throw new Error(range.error);
  const list = await flowUsageList(store, range);
  const busiest = list.flows[0]!;
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    const started = performance.now();
    await flowUsage(store, busiest.flow, range, 20);
    times.push(performance.now() - started);
  }
  const listStarted = performance.now();
  await flowUsageList(store, range);
  const listMs = performance.now() - listStarted;
  const flowEvents = (await store.events(busiest.flow)).length;
  await store.close();
  const [first, ...rest] = times.map((ms) => Math.round(ms));
  console.log(
    `query at ${size.toLocaleString('en')} events (filled in ${fillS.toFixed(0)} s): ${busiest.flow} (${flowEvents.toLocaleString('en')} events, ${busiest.sessions.toLocaleString('en')} runs) over 30 days: first ${first} ms, then ${rest.join(', ')} ms; the list of every flow ${Math.round(listMs)} ms; ${mb(bytes)} on disk = ${mb((bytes / size) * 1e6)} per million events`,
  );
}

export async function benchCommand(option: (name: string) => string | undefined) {
  const seconds = Number(option('--seconds') ?? 60);
  const sizes = (option('--sizes') ?? '1000000,10000000').split(',').map(Number).filter(Boolean);
  const dir = option('--dir') ?? mkdtempSync(join(tmpdir(), 'flow-bench-'));
  const events = pool();
  try {
    if (seconds > 0) await ingest(events, dir, seconds);
    for (const size of sizes) await query(events, dir, size);
  } finally {
    if (!option('--dir')) rmSync(dir, { recursive: true, force: true });
  }
}
