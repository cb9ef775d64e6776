// Flow insights over ClickHouse (docs/decisions/057): the store when several service instances share one
// database. The events go into a MergeTree table as JSONEachRow batches (one INSERT each: ClickHouse stores
// an insert of fewer than a million rows as one part, all or nothing; the append resolves when the INSERT
// answers). The queries are written for ClickHouse 18.16 (Debian's package): no CTEs and no window functions,
// so a run's events are gathered with groupArray and sorted, cut and walked as arrays (arraySort, arraySlice,
// arrayFilter, arrayJoin). Deletes are mutations (ALTER TABLE … DELETE), waited for until done.
import { type ClickHouseClient, createClient } from '@clickhouse/client';
import {
  type DayRange,
  defaultRetentionDays,
  eventOfRow,
  type FlowFigures,
  type FlowStore,
  maxRunEvents,
  notSteps,
  retentionCutoff,
} from './flow-store.ts';

export interface ClickHouseStoreOptions {
  /** The server's HTTP interface; a path names the database (default `statefront`). */
  url: string;
  /** The table (tests use one of their own). */
  table?: string;
  retentionDays?: number;
}

/** A string as a ClickHouse literal. */
const text = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return String(value);
};

export async function createClickHouseStore(options: ClickHouseStoreOptions): Promise<FlowStore> {
  const url = new URL(options.url);
  const database = url.pathname.replace(/^\/+|\/+$/g, '') || 'statefront';
  url.pathname = '/';
  const origin = url.toString().replace(/\/$/, '');
  const bootstrap = createClient({ url: origin });
  await bootstrap.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  await bootstrap.close();
  const client: ClickHouseClient = createClient({ url: origin, database });
  const table = options.table ?? 'flow_events';
  const retentionDays = options.retentionDays ?? defaultRetentionDays;
  await client.command({
    query: `CREATE TABLE IF NOT EXISTS ${table} (
      flow String, run String, seq UInt32, at_ms Int64, event String,
      from_states Array(String), to_states Array(String), transitions Array(String), status String,
      batch UInt64, idx UInt32
    ) ENGINE = MergeTree() PARTITION BY intDiv(at_ms, 2678400000) ORDER BY (flow, run, seq)`,
  });
  let lastBatch = 0;
  const nextBatch = () => {
    lastBatch = Math.max(lastBatch + 1, Date.now() * 1000);
    return lastBatch;
  };
  const rows = async <T>(query: string) =>
    (await (await client.query({ query, format: 'JSONEachRow' })).json()) as T[];
  const count = async (where: string) =>
    Number((await rows<{ n: string }>(`SELECT count() AS n FROM ${table} WHERE ${where}`))[0]?.n ?? 0);
  /** Deletes with a mutation and waits until it is done. */
  const deleteWhere = async (where: string) => {
    const going = await count(where);
    if (!going) return 0;
    await client.command({ query: `ALTER TABLE ${table} DELETE WHERE ${where}` });
    for (let waited = 0; ; waited += 50) {
      const pending = await rows<{ n: string }>(
        `SELECT count() AS n FROM system.mutations WHERE database = ${text(database)} AND table = ${text(table)} AND is_done = 0`,
      );
      if (Number(pending[0]?.n ?? 0) === 0) return going;
      if (waited > 60_000) throw new Error('ClickHouse: a delete did not finish in a minute');
      await new Promise((done) => setTimeout(done, 50));
    }
  };

  /** Per run starting in the range: its kept events (first by arrival), in `seq` order then arrival. */
  const perRunEvents = (flow: string, range: DayRange) => `
    SELECT run,
      arraySort(x -> (x.2, x.1, x.3), arraySlice(arraySort(x -> (x.1, x.2, x.3),
        groupArray((batch, seq, idx, event, from_states, to_states, transitions, status))), 1, ${maxRunEvents})) AS evs
    FROM ${table}
    WHERE flow = ${text(flow)} AND run IN (
      SELECT run FROM ${table} WHERE flow = ${text(flow)} GROUP BY run
      HAVING min(at_ms) >= ${int(range.startMs)} AND min(at_ms) < ${int(range.endMs)}
    )
    GROUP BY run`;
  const steps = `[${notSteps.map(text).join(', ')}]`;
  const perRun = (flow: string, range: DayRange) => `
    SELECT run, arrayExists(x -> x.8 = 'done', evs) AS done, tupleElement(evs[length(evs)], 6) AS last_to,
      arrayFilter(x -> NOT has(${steps}, x.4), evs) AS path,
      arrayMap(x -> x.4, path) AS path_events, arrayMap(x -> x.7, path) AS path_transitions
    FROM (${perRunEvents(flow, range)})`;
  const events = (flow: string, range: DayRange) => `
    SELECT run, e, arrayFilter(s -> NOT has(tupleElement(e, 5), s), tupleElement(e, 6)) AS entered
    FROM (SELECT run, arrayJoin(evs) AS e FROM (${perRunEvents(flow, range)}))`;

  return {
    kind: 'clickhouse',
    async append(batchEvents) {
      const batch = nextBatch();
      await client.insert({
        table,
        format: 'JSONEachRow',
        values: batchEvents.map((event, idx) => ({
          flow: event.flow,
          run: event.run,
          seq: event.seq,
          at_ms: event.at,
          event: event.event,
          from_states: event.from,
          to_states: event.to,
          transitions: event.transitions,
          status: event.status,
          batch,
          idx,
        })),
      });
    },
    async sessions(range) {
      const found = await rows<{ flow: string; sessions: string; completions: string }>(`
        SELECT flow, count() AS sessions, countIf(arrayExists(x -> x.3 = 'done', evs)) AS completions
        FROM (
          SELECT flow, run, arraySlice(arraySort(x -> (x.1, x.2, x.4), groupArray((batch, seq, status, idx))), 1, ${maxRunEvents}) AS evs,
            min(at_ms) AS start
          FROM ${table} GROUP BY flow, run
          HAVING start >= ${int(range.startMs)} AND start < ${int(range.endMs)}
        )
        GROUP BY flow`);
      return found.map((row) => ({
        flow: row.flow,
        sessions: Number(row.sessions),
        completions: Number(row.completions),
      }));
    },
    async figures(flow, range, pathLimit) {
      const [runs, dropOff, paths, entering, leaving, taken] = await Promise.all([
        rows<{ sessions: string; completions: string }>(
          `SELECT count() AS sessions, countIf(done) AS completions FROM (${perRun(flow, range)})`,
        ),
        rows<{ state: string; n: string }>(
          `SELECT state, count() AS n FROM (SELECT arrayJoin(last_to) AS state FROM (${perRun(flow, range)}) WHERE NOT done) GROUP BY state`,
        ),
        rows<{ path_events: string[]; path_transitions: string[][]; n: string }>(`
          SELECT path_events, path_transitions, count() AS n FROM (${perRun(flow, range)})
          GROUP BY path_events, path_transitions
          ORDER BY n DESC, arrayStringConcat(path_events, '\\n'),
            concat('[', arrayStringConcat(arrayMap(t -> concat('[', arrayStringConcat(arrayMap(k -> concat('"', k, '"'), t), ','), ']'), path_transitions), ','), ']')
          LIMIT ${int(pathLimit)}`),
        rows<{ state: string; entered: string; sessions: string }>(`
          SELECT state, count() AS entered, uniqExact(run) AS sessions
          FROM (SELECT run, arrayJoin(entered) AS state FROM (${events(flow, range)})) GROUP BY state`),
        rows<{ state: string; n: string }>(`
          SELECT state, count() AS n FROM (
            SELECT arrayJoin(arrayFilter(s -> NOT has(tupleElement(e, 6), s), tupleElement(e, 5))) AS state
            FROM (${events(flow, range)})
          ) GROUP BY state`),
        rows<{ transition: string; target: string; n: string; first: [string, string] }>(`
          SELECT transition, target, count() AS n, min((tupleElement(e, 1), tupleElement(e, 3))) AS first
          FROM (
            SELECT e, arrayJoin(tupleElement(e, 7)) AS transition,
              if(length(entered) > 0, entered[1],
                if(match(transition, '^\\\\S+ .* #\\\\d+$'), extract(transition, '^(\\\\S+) '), transition)) AS target
            FROM (${events(flow, range)})
          ) GROUP BY transition, target`),
      ]);
      const states = new Map<string, FlowFigures['states'][number]>();
      const state = (name: string) => {
        const known = states.get(name) ?? { state: name, entered: 0, sessions: 0, left: 0, dropOff: 0 };
        states.set(name, known);
        return known;
      };
      for (const row of entering) {
        state(row.state).entered = Number(row.entered);
        state(row.state).sessions = Number(row.sessions);
      }
      for (const row of leaving) state(row.state).left = Number(row.n);
      for (const row of dropOff) state(row.state).dropOff = Number(row.n);
      // Per transition: its count, and the target it led to most often (the first recorded of equals).
      const transitions = new Map<
        string,
        { count: number; to: string; n: number; first: [number, number] }
      >();
      for (const row of taken) {
        const n = Number(row.n);
        const first: [number, number] = [Number(row.first[0]), Number(row.first[1])];
        const known = transitions.get(row.transition);
        if (!known) {
          transitions.set(row.transition, { count: n, to: row.target, n, first });
          continue;
        }
        known.count += n;
        const earlier =
          first[0] < known.first[0] || (first[0] === known.first[0] && first[1] < known.first[1]);
        if (n > known.n || (n === known.n && earlier)) Object.assign(known, { to: row.target, n, first });
      }
      return {
        sessions: Number(runs[0]?.sessions ?? 0),
        completions: Number(runs[0]?.completions ?? 0),
        states: [...states.values()],
        transitions: [...transitions].map(([transition, { count, to }]) => ({ transition, count, to })),
        paths: paths.map((row) => ({
          events: row.path_events,
          transitions: row.path_transitions,
          count: Number(row.n),
        })),
      };
    },
    async events(flow) {
      const found = await rows<Record<string, unknown>>(
        `SELECT * FROM ${table} ${flow ? `WHERE flow = ${text(flow)}` : ''} ORDER BY batch, idx`,
      );
      return found.map(eventOfRow);
    },
    deleteRun(run) {
      return deleteWhere(`run = ${text(run)}`);
    },
    enforceRetention(now) {
      return deleteWhere(`at_ms < ${int(retentionCutoff(now, retentionDays))}`);
    },
    async clear() {
      await client.command({ query: `TRUNCATE TABLE ${table}` });
    },
    async close() {
      await client.close();
    },
  };
}
