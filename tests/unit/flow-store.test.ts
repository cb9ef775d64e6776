// The flow-insights stores (docs/decisions/057, 058): one set of query tests run against the embedded DuckDB
// store and against ClickHouse (skipped, saying so, when no ClickHouse server answers: tests/tools/
// clickhouse-server.sh starts one, .ci/run does), and the DuckDB file's durability: a restart keeps every
// acknowledged batch, and a process killed in the middle of a batch leaves that batch all there or not at all.
// DuckDB answers from the runs' summaries kept at ingest (decision 063): a seeded test compares them with a scan
// of the events (and with ClickHouse, when it answers) through shuffled batches, deletion and retention.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FlowEvent } from '../../openapi/types';
import { createClickHouseStore } from '../../server-mock/insights/clickhouse-store';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store';
import {
  dayMs,
  type FlowStore,
  flowUsage,
  flowUsageList,
  maxRunEvents,
  usageRange,
} from '../../server-mock/insights/flow-store';
import { createRandom } from '../../server-mock/seed/util';
import { generateFlowSample } from '../tools/flow-sample';

const clickHouseUrl = process.env.INSIGHTS_CLICKHOUSE_URL ?? 'http://127.0.0.1:18123/statefront_test';
const clickHouseUp = await fetch(new URL('/ping', clickHouseUrl), { signal: AbortSignal.timeout(1000) })
  .then((response) => response.ok)
  .catch(() => false);

const base = '2026-11-21';
const now = new Date(`${base}T12:00:00Z`);
const range = (from?: string, to?: string) => {
  const found = usageRange(now, from, to);
  if ('error' in found) throw new Error(found.error);
  return found;
};
const sample = generateFlowSample({ seed: 11, runs: 60, base });
const batches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Every figure the atlas reads over a range (default the 30 days): the list, and each flow of the sample and one without runs. */
async function everything(store: FlowStore, days = range()) {
  const list = await flowUsageList(store, days);
  const read = [...list.flows.map(({ flow }) => flow), 'wishlist'];
  return { list, flows: await Promise.all(read.map((flow) => flowUsage(store, flow, days, 1000))) };
}

const event = (run: string, seq: number, overrides: Partial<FlowEvent> = {}): FlowEvent => ({
  run,
  flow: 'login',
  seq,
  at: now.getTime() + seq * 1000,
  event: seq ? 'login.submit' : 'xstate.init',
  from: seq ? ['login.idle'] : [],
  to: ['login.idle'],
  transitions: seq ? ['login.idle login.submit #0'] : [],
  status: 'active',
  ...overrides,
});

let tables = 0;
const stores: { name: string; open: () => Promise<FlowStore> }[] = [
  { name: 'DuckDB', open: () => createDuckDbStore({ threads: 1 }) },
  {
    name: 'ClickHouse',
    open: () =>
      createClickHouseStore({
        url: clickHouseUrl,
        table: `flow_events_${process.pid}_${tables++}`,
        retentionDays: 396,
      }),
  },
];
const opened: FlowStore[] = [];
afterAll(async () => {
  for (const store of opened) {
    await store.clear();
    await store.close();
  }
});

if (!clickHouseUp)
  it.skip(`ClickHouse store: no server answers at ${clickHouseUrl} (tests/tools/clickhouse-server.sh start)`);

describe.each(stores.filter(({ name }) => name === 'DuckDB' || clickHouseUp))(
  'the $name store',
  ({ open }) => {
    const fresh = async () => {
      const store = await open();
      opened.push(store);
      await store.clear();
      return store;
    };

    it('gives the same figures whatever the batches and their order (ClickHouse: the same as DuckDB)', async () => {
      const inOrder = await fresh();
      await inOrder.append(sample);
      const shuffled = await fresh();
      const chunks = batches(sample, 41);
      for (let i = 0; i < chunks.length; i += 2) {
        if (chunks[i + 1]) await shuffled.append(chunks[i + 1]!);
        await shuffled.append(chunks[i]!);
      }
      const expected = await everything(inOrder);
      expect(await everything(shuffled)).toEqual(expected);
      expect(expected.list.flows.reduce((sum, flow) => sum + flow.sessions, 0)).toBe(60);
      if (inOrder.kind === 'duckdb') return;
      const reference = await createDuckDbStore({ threads: 1 });
      await reference.append(sample);
      expect(expected).toEqual(await everything(reference));
      await reference.close();
    });

    it("keeps a run's first 1,000 events by arrival in its figures", async () => {
      const store = await fresh();
      const long = Array.from({ length: maxRunEvents + 100 }, (_, seq) => event('run-long', seq));
      // The later 500 first, then 600 of which the 500 of lowest seq are kept (the start among them).
      await store.append(long.slice(600));
      await store.append(long.slice(0, 600));
      const usage = await flowUsage(store, 'login', range());
      expect(usage.transitions).toEqual([
        expect.objectContaining({ transition: 'login.idle login.submit #0', count: maxRunEvents - 1 }),
      ]);
      expect(usage.paths[0]!.events).toHaveLength(maxRunEvents - 1);
      expect(usage.paths[0]!.events.slice(498, 501)).toEqual([
        'login.submit',
        'login.submit',
        'login.submit',
      ]);
    });

    it('deletes one run, and events past the retention', async () => {
      const store = await fresh();
      await store.append([event('run-a', 0), event('run-a', 1), event('run-b', 0)]);
      await store.append([event('run-old', 0, { at: now.getTime() - 400 * dayMs })]);
      expect(await store.deleteRun('run-a')).toBe(2);
      expect(await store.deleteRun('run-none')).toBe(0);
      expect((await store.events()).map((stored) => stored.run)).toEqual(['run-b', 'run-old']);
      expect(await store.enforceRetention(now)).toBe(1);
      expect(await store.events()).toEqual([event('run-b', 0)]);
    });
  },
);

describe("the DuckDB store's run summaries (decision 063)", () => {
  /** Both ways of answering over the same appends: the summaries kept at ingest, and a scan of the events. */
  const both = async () => {
    const pair = await Promise.all([
      createDuckDbStore({ threads: 1 }),
      createDuckDbStore({ threads: 1, answers: 'events' }),
    ]);
    opened.push(...pair);
    return pair;
  };

  // 19-23 s in a clean-clone run beside the model tests, over 30 s beside the contract tests: a limit only bounds a
  // failure (decision 032).
  it('answer what a scan of the events answers: shuffled batches, repeats, long runs, a deleted run, retention', async () => {
    const random = createRandom(63);
    const events = generateFlowSample({ seed: 63, runs: 150, base });
    // Some runs 13 months back, a few of them cut by the retention in their middle (their older events go).
    const retentionCut = now.getTime() - 396 * dayMs;
    const old = generateFlowSample({ seed: 64, runs: 24, base: '2025-10-20' });
    const oldRuns = [...new Set(old.map((event) => event.run))];
    const shift = new Map(
      oldRuns.map((run, i) => {
        const times = old.filter((event) => event.run === run).map((event) => event.at);
        const middle = times[Math.floor(times.length / 2)]!;
        return [run, i % 3 === 0 ? retentionCut - middle + 1 : 0];
      }),
    );
    const long = Array.from({ length: maxRunEvents + 150 }, (_, seq) =>
      event('run-long', seq, { status: seq === maxRunEvents + 100 ? 'done' : 'active' }),
    );
    const all = [...events, ...old.map((item) => ({ ...item, at: item.at + shift.get(item.run)! })), ...long];
    // Batches of 1 to 200 in a shuffled order, a few sent twice (a retried beacon).
    const chunks: FlowEvent[][] = [];
    for (let i = 0; i < all.length; ) {
      const size = 1 + Math.floor(random() * 200);
      chunks.push(all.slice(i, i + size));
      i += size;
    }
    for (let i = chunks.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [chunks[i], chunks[j]] = [chunks[j]!, chunks[i]!];
    }
    for (const repeated of chunks.slice(0, 3)) chunks.push(repeated);
    const [summaries, scan] = await both();
    // ClickHouse, when a server answers, gets the same and must end with the same answers (it scans its events).
    const clickHouse = clickHouseUp ? await stores[1]!.open() : undefined;
    if (clickHouse) opened.push(clickHouse);
    await clickHouse?.clear();
    const each = async (work: (store: FlowStore) => Promise<unknown>) => {
      const [kept, ...others] = await Promise.all(
        [summaries, scan, clickHouse].flatMap((store) => (store ? [work(store)] : [])),
      );
      for (const other of others) expect(other).toEqual(kept);
      return kept;
    };
    for (const chunk of chunks) await each((store) => store.append(chunk));
    /** Every figure of both over the 30 days, or over these ranges too (a day, and the month the retention cuts). */
    const same = async (days = [range()]) => {
      for (const within of days) {
        const [kept, scanned] = await Promise.all([everything(summaries, within), everything(scan, within)]);
        expect(kept).toEqual(scanned);
      }
    };
    const allRanges = [range(), range('2026-11-20', '2026-11-20'), range('2025-09-01', '2025-10-31')];
    await same(allRanges);
    const listed = await flowUsageList(summaries, range());
    expect(listed.flows.reduce((sum, flow) => sum + flow.sessions, 0)).toBe(151);
    const deleted = events[Math.floor(events.length / 2)]!.run;
    await each((store) => store.deleteRun(deleted));
    await same();
    await each((store) => store.deleteRun('run-long'));
    await same();
    expect(await each((store) => store.enforceRetention(now))).toBeGreaterThan(0);
    await same(allRanges);
    // Afterwards, later events of the runs the retention cut.
    const later = old
      .filter((item) => shift.get(item.run)! > 0)
      .map((item) => ({ ...item, seq: item.seq + 100, at: item.at + shift.get(item.run)! }));
    await each((store) => store.append(later));
    await same(allRanges);
    if (clickHouse)
      for (const within of [range(), allRanges[2]!])
        expect(await everything(clickHouse, within)).toEqual(await everything(summaries, within));
  }, 120_000);
});

describe('the DuckDB file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'flow-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what it acknowledged across a restart', async () => {
    const path = join(dir, 'restart.duckdb');
    const first = await createDuckDbStore({ path });
    await first.append(sample.slice(0, 500));
    await first.close();
    const again = await createDuckDbStore({ path });
    await again.append(sample.slice(500));
    expect(await again.events()).toEqual(sample);
    await again.close();
  });

  it('keeps every acknowledged batch when killed mid-batch, and the unacknowledged one whole or not at all', async () => {
    const path = join(dir, 'crash.duckdb');
    const size = 2000;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/flow-store-writer.ts', path, String(size)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let acknowledged = -1;
    await new Promise<void>((killed) => {
      child.stdout.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n'))
          if (line.startsWith('stored ')) acknowledged = Number(line.slice(7));
        // Killed a few batches in, as the next one is being written.
        if (acknowledged >= 3 && !child.killed) child.kill('SIGKILL');
      });
      child.on('exit', () => killed());
    });
    const store = await createDuckDbStore({ path });
    const perBatch = new Map<string, number>();
    for (const stored of await store.events()) {
      const batch = stored.run.split('-')[1]!;
      perBatch.set(batch, (perBatch.get(batch) ?? 0) + 1);
    }
    // The runs' summaries are those of the events that are there (kept in the same transaction).
    const summarised = await everything(store, range('2026-11-20', '2026-11-20'));
    await store.close();
    const scan = await createDuckDbStore({ path, answers: 'events' });
    expect(summarised.list.flows[0]?.sessions).toBe((perBatch.size * size) / 10);
    expect(summarised).toEqual(await everything(scan, range('2026-11-20', '2026-11-20')));
    await scan.close();
    for (let batch = 0; batch <= acknowledged; batch++) expect(perBatch.get(String(batch))).toBe(size);
    // At most the batch being written when it died, and then all of it.
    expect(perBatch.size - (acknowledged + 1)).toBeLessThanOrEqual(1);
    for (const count of perBatch.values()) expect(count).toBe(size);
  }, 30_000);
});
