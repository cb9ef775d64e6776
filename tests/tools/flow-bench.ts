// `npm run flows -- bench [--seconds 60] [--sizes 1000000,10000000] [--dir DIR]`: the flow-insights service's
// figures on this machine (docs/decisions/057), a benchmark, not a test:
//   ingest   the service as it runs (contract check, throttle raised, the DuckDB file, the 202 after COMMIT),
//            batches of 200 events posted by 8 concurrent clients in-process for `--seconds`: events per second;
//   query    the atlas's usage query of one flow over 30 days in DuckDB files of each size (the demo sample of
//            the real machines, copied under other run ids, all within the 30 days): first and repeated times
//            (no answer cache: the store's own work, from the runs' summaries, decision 063), the list of every
//            flow, the bytes on disk per million, and a scan of the events once (its time; the same answers?).
//            With `--dir`, a file of a size already there is read again, not filled again. With `--clickhouse URL`
//            (and `--seconds 0`), the query in ClickHouse instead, which scans the events (decision 063).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { FlowEvent } from '../../openapi/types';
import { createInsightsServer } from '../../server-mock/insights/app';
import { createClickHouseStore } from '../../server-mock/insights/clickhouse-store';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store';
import { type FlowStore, flowUsage, flowUsageList, usageRange } from '../../server-mock/insights/flow-store';
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

/**
 * A DuckDB file of about `size` events: the pool through the store, then copied inside DuckDB under other run ids,
 * whole copies, with their runs' summaries (decision 063: their first arrivals moved as the batch numbers are).
 */
async function fill(events: FlowEvent[], path: string, size: number) {
  const store = await createDuckDbStore({ path });
  for (let i = 0; i < events.length; i += 50_000) await store.append(events.slice(i, i + 50_000));
  await store.close();
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  const copies = Math.max(1, Math.round(size / events.length));
  await connection.run(`
    INSERT INTO flow_events
    SELECT flow, run || '-' || copy, seq, at_ms, event, from_states, to_states, transitions, status, batch + copy, idx
    FROM flow_events, range(1, ${copies}) AS copies(copy)`);
  await connection.run(`
    INSERT INTO flow_runs
    SELECT flow, run || '-' || copy, first_at, events, done, last_key, last_to, step_keys, path, entered, left_,
      list_transform(taken, t -> {'transition': t.transition, 'target': t.target, 'n': t.n,
        'first_batch': t.first_batch + copy, 'first_idx': t.first_idx})
    FROM flow_runs, range(1, ${copies}) AS copies(copy)`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
}

/** The busiest flow's usage over the 30 days up to today, four times, and the list of every flow: their times. */
async function timed(store: FlowStore) {
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
  return { range, list, busiest, times, listMs: performance.now() - listStarted };
}

async function query(events: FlowEvent[], dir: string, size: number) {
  const path = join(dir, `query-${size}.duckdb`);
  const filling = performance.now();
  if (!existsSync(path)) await fill(events, path, size);
  const fillS = (performance.now() - filling) / 1000;
  const bytes = fileBytes(path);
  const stored = await (async () => {
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    const reader = await connection.runAndReadAll('SELECT count(*)::DOUBLE AS n FROM flow_events');
    connection.closeSync();
    instance.closeSync();
    return Number(reader.getRowObjectsJS()[0]!.n);
  })();
  // Reopened, as after a restart: nothing of the filling is in memory.
  const store = await createDuckDbStore({ path });
  const { range, list, busiest, times, listMs } = await timed(store);
  const flowEvents = (await store.events(busiest.flow)).length;
  const answer = await flowUsage(store, busiest.flow, range, 20);
  await store.close();
  const [first, ...rest] = times.map((ms) => Math.round(ms));
  console.log(
    `query at ${stored.toLocaleString('en')} events (filled in ${fillS.toFixed(0)} s): ${busiest.flow} (${flowEvents.toLocaleString('en')} events, ${busiest.sessions.toLocaleString('en')} runs) over 30 days: first ${first} ms, then ${rest.join(', ')} ms; the list of every flow ${Math.round(listMs)} ms; ${mb(bytes)} on disk = ${mb((bytes / stored) * 1e6)} per million events`,
  );
  // The same answers from a scan of the events (the reference the summaries stand for), and its time.
  const scan = await createDuckDbStore({ path, answers: 'events' });
  const scanStarted = performance.now();
  const scanned = await flowUsage(scan, busiest.flow, range, 20);
  const scanMs = performance.now() - scanStarted;
  const scannedList = await flowUsageList(scan, range);
  await scan.close();
  const same =
    JSON.stringify(scanned) === JSON.stringify(answer) &&
    JSON.stringify(scannedList) === JSON.stringify(list);
  console.log(
    `  a scan of the events instead: ${Math.round(scanMs)} ms, ${same ? 'the same answers' : 'OTHER ANSWERS'}`,
  );
  if (!same) process.exitCode = 1;
}

/**
 * The same query in ClickHouse (`--clickhouse URL`): a table of about `size` events, the pool inserted through the
 * store and copied inside ClickHouse under other run ids; the store scans the events there (decision 063).
 */
async function queryClickHouse(events: FlowEvent[], url: string, size: number) {
  const table = `flow_bench_${size}`;
  const store = await createClickHouseStore({ url, table });
  await store.clear();
  const filling = performance.now();
  for (let i = 0; i < events.length; i += 20_000) await store.append(events.slice(i, i + 20_000));
  const copies = Math.max(1, Math.round(size / events.length));
  const database = new URL(url).pathname.replace(/^\/+|\/+$/g, '') || 'statefront';
  const sql = (query: string) =>
    fetch(new URL(`/?database=${database}`, url), { method: 'POST', body: query }).then(async (response) => {
      if (!response.ok) throw new Error(await response.text());
      return response.text();
    });
  // Ten copies an INSERT (one is more than the server's memory limit).
  for (let from = 1; from < copies; from += 10)
    await sql(`INSERT INTO ${table}
      SELECT flow, concat(run, '-', toString(copy)), seq, at_ms, event, from_states, to_states, transitions, status,
        batch + copy, idx
      FROM ${table} ARRAY JOIN arrayMap(x -> x + ${from}, range(${Math.min(10, copies - from)})) AS copy
      WHERE NOT like(run, '%-%-%-%')`);
  const stored = Number(await sql(`SELECT count() FROM ${table}`));
  const fillS = (performance.now() - filling) / 1000;
  const { busiest, times, listMs } = await timed(store);
  const bytes = Number(
    await sql(
      `SELECT sum(bytes) FROM system.parts WHERE active AND database = '${database}' AND table = '${table}'`,
    ),
  );
  await sql(`DROP TABLE ${table}`);
  await store.close();
  const [first, ...rest] = times.map((ms) => Math.round(ms));
  console.log(
    `ClickHouse at ${stored.toLocaleString('en')} events (filled in ${fillS.toFixed(0)} s): ${busiest.flow} (${busiest.sessions.toLocaleString('en')} runs) over 30 days: first ${first} ms, then ${rest.join(', ')} ms; the list of every flow ${Math.round(listMs)} ms; ${mb(bytes)} on disk`,
  );
}

export async function benchCommand(option: (name: string) => string | undefined) {
  const seconds = Number(option('--seconds') ?? 60);
  const sizes = (option('--sizes') ?? '1000000,10000000').split(',').map(Number).filter(Boolean);
  const dir = option('--dir') ?? mkdtempSync(join(tmpdir(), 'flow-bench-'));
  const events = pool();
  try {
    if (seconds > 0) await ingest(events, dir, seconds);
    const clickHouse = option('--clickhouse');
    for (const size of sizes)
      if (clickHouse) await queryClickHouse(events, clickHouse, size);
      else await query(events, dir, size);
  } finally {
    if (!option('--dir')) rmSync(dir, { recursive: true, force: true });
  }
}
