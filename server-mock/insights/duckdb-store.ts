// The embedded store of flow insights (docs/decisions/057): DuckDB, one file on disk (or in memory for the
// tests), the events as columns of one table. A batch is appended in a transaction and the append resolves
// after its COMMIT, so an acknowledged batch is on disk (DuckDB's write-ahead log) and a batch cut short by a
// crash is not there at all. Batches that arrive while a commit runs share the next one (group commit: the
// service's ingest rate is then not one fsync per batch), inserted as one JSON text DuckDB parses itself. Writes
// are serialised on one connection; a read waits for the writes before it (read-after-write) and then runs on a
// connection of its own, so reads do not queue behind each other. The same transaction folds the batches into
// their runs' summaries (flow_runs, decision 063), which the usage queries read instead of the events.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import type { FlowEvent } from '../../openapi/types.ts';
import {
  defaultRetentionDays,
  eventOfRow,
  type FlowFigures,
  type FlowStore,
  maxRunEvents,
  notSteps,
  retentionCutoff,
} from './flow-store.ts';
import { type ArrivedEvent, byArrival, foldRun, type RunSummary, summariesOf } from './run-summary.ts';

export interface DuckDbStoreOptions {
  /** The database file; ':memory:' (the default) keeps it in memory. */
  path?: string;
  retentionDays?: number;
  /** DuckDB's worker threads (default: DuckDB's, one per core). */
  threads?: number;
  /**
   * What the usage queries read: the runs' summaries kept at ingest (the default, decision 063), or the events
   * themselves (the reference the summaries are tested against).
   */
  answers?: 'runs' | 'events';
}

const schema = `
CREATE TABLE IF NOT EXISTS flow_events (
  flow VARCHAR NOT NULL,
  run VARCHAR NOT NULL,
  seq INTEGER NOT NULL,
  at_ms BIGINT NOT NULL,
  event VARCHAR NOT NULL,
  from_states VARCHAR[] NOT NULL,
  to_states VARCHAR[] NOT NULL,
  transitions VARCHAR[] NOT NULL,
  status VARCHAR NOT NULL,
  -- The arrival order: the batch (increasing as batches are stored) and the event's place in it.
  batch BIGINT NOT NULL,
  idx INTEGER NOT NULL
)`;

/**
 * A run's summary (run-summary.ts, decision 063), one row per flow and run, kept in the append's transaction; its
 * texts (steps of the path, states, transition keys) as ids of flow_texts, a dictionary that only grows (a few
 * hundred texts: the machines'), so the summaries stay small and the query groups numbers.
 */
const runsSchema = `
CREATE TABLE flow_runs (
  flow VARCHAR NOT NULL,
  run VARCHAR NOT NULL,
  first_at BIGINT NOT NULL,
  events INTEGER NOT NULL,
  done BOOLEAN NOT NULL,
  last_key BIGINT NOT NULL,
  last_to VARCHAR[] NOT NULL,
  step_keys BIGINT[] NOT NULL,
  path INTEGER[] NOT NULL,
  entered STRUCT(state INTEGER, n INTEGER)[] NOT NULL,
  left_ STRUCT(state INTEGER, n INTEGER)[] NOT NULL,
  taken STRUCT(transition INTEGER, target INTEGER, n INTEGER, first_batch BIGINT, first_idx INTEGER)[] NOT NULL
);
CREATE TABLE flow_texts (id INTEGER NOT NULL, text VARCHAR NOT NULL)`;

const runJsonType = JSON.stringify({
  flow: 'VARCHAR',
  run: 'VARCHAR',
  firstAt: 'BIGINT',
  events: 'INTEGER',
  done: 'BOOLEAN',
  lastKey: 'BIGINT',
  lastTo: ['VARCHAR'],
  stepKeys: ['BIGINT'],
  path: ['INTEGER'],
  entered: [{ state: 'INTEGER', n: 'INTEGER' }],
  left: [{ state: 'INTEGER', n: 'INTEGER' }],
  taken: [
    { transition: 'INTEGER', target: 'INTEGER', n: 'INTEGER', firstBatch: 'BIGINT', firstIdx: 'INTEGER' },
  ],
});
/** Summaries as JSON (their texts as ids) into the table. */
const insertRuns = `
INSERT INTO flow_runs
SELECT r.flow, r.run, r.firstAt, r.events, r.done, r.lastKey, r.lastTo, r.stepKeys, r.path, r.entered, r.left,
  list_transform(r.taken, t -> {'transition': t.transition, 'target': t.target, 'n': t.n,
    'first_batch': t.firstBatch, 'first_idx': t.firstIdx})
FROM (SELECT unnest(from_json($runs, '[${runJsonType}]')) AS r)`;
/** The (flow, run) pairs of a JSON list, for the statements that read or replace their summaries. */
const runKeys = `(SELECT k.flow AS flow, k.run AS run FROM (SELECT unnest(from_json($keys, '[{"flow":"VARCHAR","run":"VARCHAR"}]')) AS k))`;

interface TakenRow {
  transition: number;
  target: number;
  n: number;
  first_batch: bigint | number;
  first_idx: number;
}
/** A stored summary (its texts as ids) as the fold's, with the dictionary's texts. */
const summaryOfRow = (row: Record<string, unknown>, texts: string[]): RunSummary => ({
  flow: String(row.flow),
  run: String(row.run),
  firstAt: Number(row.first_at),
  events: Number(row.events),
  done: Boolean(row.done),
  lastKey: Number(row.last_key),
  lastTo: row.last_to as string[],
  stepKeys: (row.step_keys as (number | bigint)[]).map(Number),
  steps: (row.path as number[]).map((id) => texts[id]!),
  entered: (row.entered as { state: number; n: number }[]).map(({ state, n }) => ({
    state: texts[state]!,
    n,
  })),
  left: (row.left_ as { state: number; n: number }[]).map(({ state, n }) => ({ state: texts[state]!, n })),
  taken: (row.taken as TakenRow[]).map((entry) => ({
    transition: texts[entry.transition]!,
    target: texts[entry.target]!,
    n: entry.n,
    firstBatch: Number(entry.first_batch),
    firstIdx: entry.first_idx,
  })),
});
const keysJson = (summaries: { flow: string; run: string }[]) =>
  JSON.stringify(summaries.map(({ flow, run }) => ({ flow, run })));

/** A group of batches as JSON (`[{ batch, events: FlowEvent[] }]`) into the table, each event with its place. */
const insertGroup = `
INSERT INTO flow_events
SELECT e.flow, e.run, e.seq, e."at", e.event, e."from", e."to", e.transitions, e.status, batch, idx
FROM (
  SELECT g.batch AS batch, unnest(g.events) AS e, unnest(range(len(g.events))) AS idx
  FROM (SELECT unnest(from_json($group, '[{"batch":"BIGINT","events":[{"run":"VARCHAR","flow":"VARCHAR","seq":"INTEGER","at":"BIGINT","event":"VARCHAR","from":["VARCHAR"],"to":["VARCHAR"],"transitions":["VARCHAR"],"status":"VARCHAR"}]}]')) AS g)
)`;

const notStepList = `[${notSteps.map((step) => `'${step}'`).join(', ')}]`;

/**
 * The runs that start in the range (their first event's time), with their kept events: a run's first
 * ${maxRunEvents} by arrival (batch, seq, place in the batch; the window function only for the runs with more),
 * and per run whether it completed, the states of its last event (in `seq` order, then arrival) and its path.
 * One ordered aggregate per run (the path): they and window functions are what a query here costs.
 */
const perRun = `
runs AS (
  SELECT run, count(*) AS n FROM flow_events WHERE flow = $flow GROUP BY run
  HAVING min(at_ms) >= $start AND min(at_ms) < $end
),
kept AS MATERIALIZED (
  SELECT e.run, e.seq, e.batch, e.idx, e.event, e.from_states, e.to_states, e.transitions, e.status
  FROM flow_events e SEMI JOIN (SELECT run FROM runs WHERE n <= ${maxRunEvents}) AS short ON e.run = short.run
  WHERE e.flow = $flow
  UNION ALL
  SELECT e.run, e.seq, e.batch, e.idx, e.event, e.from_states, e.to_states, e.transitions, e.status
  FROM flow_events e SEMI JOIN (SELECT run FROM runs WHERE n > ${maxRunEvents}) AS long ON e.run = long.run
  WHERE e.flow = $flow
  QUALIFY row_number() OVER (PARTITION BY e.run ORDER BY e.batch, e.seq, e.idx) <= ${maxRunEvents}
),
per_run AS MATERIALIZED (
  SELECT run,
    bool_or(status = 'done') AS done,
    arg_max(to_states, seq::HUGEINT * ${2n ** 80n} + batch::HUGEINT * 1048576 + idx) AS last_to,
    -- Its steps as text with the key that orders them (seq, batch, place in the batch).
    coalesce(list({'k': seq::HUGEINT * ${2n ** 80n} + batch::HUGEINT * 1048576 + idx,
        's': event || chr(31) || array_to_string(transitions, chr(30))})
      FILTER (WHERE NOT list_contains(${notStepList}, event)), []) AS keyed_steps
  FROM kept GROUP BY run
),
per_path AS (
  SELECT array_to_string(list_transform(list_sort(keyed_steps), step -> step.s), chr(29)) AS path,
    done, last_to
  FROM per_run
)`;

/**
 * What both ways of answering share: from per_run (done), state_rows, targets (a transition's counts per state
 * it led to, with their first arrival) and counted_paths (path text, runs), the rows of the answer.
 */
const figuresTail = `paths AS (
  SELECT n, list_transform(steps, step -> split_part(step, chr(31), 1)) AS path_events,
    list_transform(steps, step -> CASE WHEN split_part(step, chr(31), 2) = '' THEN []::VARCHAR[]
      ELSE string_split(split_part(step, chr(31), 2), chr(30)) END) AS path_transitions
  FROM (SELECT n, CASE WHEN path = '' THEN []::VARCHAR[] ELSE string_split(path, chr(29)) END AS steps FROM counted_paths)
),
keyed_paths AS (
  SELECT *, array_to_string(path_events, chr(10)) AS event_key, to_json(path_transitions)::VARCHAR AS transition_key
  FROM paths
)
SELECT 'run' AS kind, NULL AS name, count(*) AS a, count(*) FILTER (WHERE done) AS b, NULL::BIGINT AS c,
  NULL::BIGINT AS d, NULL AS target, NULL::VARCHAR[] AS events, NULL::VARCHAR[][] AS steps
FROM per_run
UNION ALL
SELECT 'state', state, sum(entered), sum(sessions), sum(left_), sum(drop_), NULL, NULL, NULL
FROM state_rows GROUP BY state
UNION ALL
SELECT 'transition', transition, sum(n), NULL, NULL, NULL,
  list(target ORDER BY n DESC, first)[1], NULL, NULL
FROM targets GROUP BY transition
UNION ALL
SELECT * FROM (
  SELECT 'path', NULL, n, NULL, NULL, NULL, NULL, path_events, path_transitions FROM keyed_paths
  ORDER BY n DESC, event_key, transition_key LIMIT $paths
)`;

const figuresQuery = `
WITH ${perRun},
entering AS (
  SELECT run, unnest(list_filter(to_states, s -> NOT list_contains(from_states, s))) AS state FROM kept
),
leaving AS (
  SELECT unnest(list_filter(from_states, s -> NOT list_contains(to_states, s))) AS state FROM kept
),
dropping AS (SELECT unnest(last_to) AS state FROM per_run WHERE NOT done),
state_rows AS (
  SELECT state, count(*) AS entered, count(DISTINCT run) AS sessions, 0 AS left_, 0 AS drop_ FROM entering GROUP BY state
  UNION ALL SELECT state, 0, 0, count(*), 0 FROM leaving GROUP BY state
  UNION ALL SELECT state, 0, 0, 0, count(*) FROM dropping GROUP BY state
),
taken AS (
  SELECT unnest(transitions) AS transition, list_filter(to_states, s -> NOT list_contains(from_states, s))[1] AS entered,
    batch::HUGEINT * 1048576 + idx AS arrival
  FROM kept
),
targets AS (
  -- The state it led to: the first state entered, else its own source (a transition within its state).
  SELECT transition, coalesce(entered, CASE WHEN regexp_matches(transition, '^\\S+ .* #\\d+$')
      THEN regexp_extract(transition, '^(\\S+) ', 1) ELSE transition END) AS target,
    sum(n) AS n, min(first) AS first
  FROM (SELECT transition, entered, count(*) AS n, min(arrival) AS first FROM taken GROUP BY transition, entered)
  GROUP BY ALL
),
counted_paths AS (SELECT path, count(*) AS n FROM per_path GROUP BY path),
${figuresTail}`;

/** Per flow, its runs starting in the range and how many completed (of a long run, its first kept events). */
const sessionsQuery = `
WITH runs AS (
  SELECT flow, run, count(*) AS n, bool_or(status = 'done') AS done FROM flow_events GROUP BY flow, run
  HAVING min(at_ms) >= $start AND min(at_ms) < $end
),
long_runs AS (
  SELECT flow, run, bool_or(status = 'done') AS done FROM (
    SELECT e.flow, e.run, e.status FROM flow_events e
    SEMI JOIN (SELECT flow, run FROM runs WHERE n > ${maxRunEvents}) AS long ON e.flow = long.flow AND e.run = long.run
    QUALIFY row_number() OVER (PARTITION BY e.flow, e.run ORDER BY e.batch, e.seq, e.idx) <= ${maxRunEvents}
  ) GROUP BY flow, run
)
SELECT runs.flow, count(*) AS sessions, count(*) FILTER (WHERE coalesce(long_runs.done, runs.done)) AS completions
FROM runs LEFT JOIN long_runs ON runs.flow = long_runs.flow AND runs.run = long_runs.run
GROUP BY runs.flow`;

/** The figures from the runs' summaries (decision 063): one row per run of the range, no event read. */
const runsFiguresQuery = `
WITH per_run AS MATERIALIZED (
  SELECT done, last_to, path, entered, left_, taken FROM flow_runs
  WHERE flow = $flow AND first_at >= $start AND first_at < $end
),
dictionary AS (SELECT coalesce(list(text ORDER BY id), []) AS texts FROM flow_texts),
-- Summed by id, then named.
state_ids AS (
  SELECT e.state AS id, sum(e.n) AS entered, count(*) AS sessions, 0 AS left_ FROM (SELECT unnest(entered) AS e FROM per_run) GROUP BY 1
  UNION ALL SELECT l.state, 0, 0, sum(l.n) FROM (SELECT unnest(left_) AS l FROM per_run) GROUP BY 1
),
state_rows AS (
  SELECT d.texts[s.id + 1] AS state, s.entered, s.sessions, s.left_, 0 AS drop_ FROM state_ids s, dictionary d
  UNION ALL SELECT state, 0, 0, 0, 1 FROM (SELECT unnest(last_to) AS state FROM per_run WHERE NOT done)
),
target_ids AS (
  SELECT t.transition AS transition, t.target AS target, sum(t.n) AS n,
    min({'batch': t.first_batch, 'idx': t.first_idx}) AS first
  FROM (SELECT unnest(taken) AS t FROM per_run) GROUP BY ALL
),
targets AS (
  SELECT d.texts[t.transition + 1] AS transition, d.texts[t.target + 1] AS target, t.n, t.first
  FROM target_ids t, dictionary d
),
counted_ids AS (SELECT path, count(*) AS n FROM per_run GROUP BY path),
-- Only the paths that can be among the busiest are made text (all of the least count there, for the ties).
cut AS (SELECT coalesce(min(n), 0) AS n FROM (SELECT n FROM counted_ids ORDER BY n DESC LIMIT $paths)),
counted_paths AS (
  SELECT array_to_string(list_transform(c.path, id -> d.texts[id + 1]), chr(29)) AS path, c.n
  FROM counted_ids c, dictionary d, cut WHERE c.n >= cut.n
),
${figuresTail}`;

const runsSessionsQuery = `
SELECT flow, count(*) AS sessions, count(*) FILTER (WHERE done) AS completions FROM flow_runs
WHERE first_at >= $start AND first_at < $end GROUP BY flow`;

export async function createDuckDbStore(options: DuckDbStoreOptions = {}): Promise<FlowStore> {
  const path = options.path ?? ':memory:';
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(
    path,
    options.threads ? { threads: String(options.threads) } : {},
  );
  const writer = await instance.connect();
  await writer.run(schema);
  const fromRuns = (options.answers ?? 'runs') === 'runs';
  const retentionDays = options.retentionDays ?? defaultRetentionDays;
  /** Connections free for reads (each read takes one; more are opened as reads overlap). */
  const idle: DuckDBConnection[] = [];
  /** The tail of the writes: every write and every read waits for the writes before it. */
  let writes: Promise<unknown> = Promise.resolve();
  let lastBatch = 0;
  const nextBatch = () => {
    // Increasing, and about the time (ms × 1000): unique across restarts of one file.
    lastBatch = Math.max(lastBatch + 1, Date.now() * 1000);
    return lastBatch;
  };
  {
    const reader = await writer.runAndReadAll(
      'SELECT coalesce(max(batch), 0)::DOUBLE AS last FROM flow_events',
    );
    lastBatch = Number(reader.getRowObjectsJS()[0]!.last);
  }
  const rowsOf = async (sql: string, values?: Record<string, DuckDBValue>) =>
    (await writer.runAndReadAll(sql, values)).getRowObjectsJS();

  // The runs' summaries (decision 063). A file from before them gets them once, when opened, below.
  const hasRuns = await rowsOf(
    "SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = 'flow_runs'",
  );
  const made = Number(hasRuns[0]!.n) === 0;
  if (made) await writer.run(runsSchema);
  /** The dictionary of texts: each once, its id its place (flow_texts). */
  const texts = (await rowsOf('SELECT text FROM flow_texts ORDER BY id')).map((row) => String(row.text));
  const textIds = new Map(texts.map((text, id) => [text, id]));
  /** The summaries written last (a run's batches come close together): no read for them. */
  const recent = new Map<string, RunSummary>();
  const recentLimit = 50_000;
  const runId = (flow: string, run: string) => `${flow}\n${run}`;

  /** The stored events of some runs, with their arrival (oldest first). */
  const arrivedOf = async (where: string, values: Record<string, DuckDBValue>): Promise<ArrivedEvent[]> =>
    (await rowsOf(`SELECT * FROM flow_events e WHERE ${where} ORDER BY batch, seq, idx`, values)).map(
      (row) => ({ event: eventOfRow(row), batch: Number(row.batch), idx: Number(row.idx) }),
    );
  /**
   * Replaces the summaries of these runs (inside the caller's transaction), the new texts with them; answers
   * what to do once committed (remember them), or, failed, to forget the texts it added.
   */
  /**
   * Where the stored summaries of these runs are (rowid by run): finding them reads two columns; a row's list
   * columns cost far more to read, so they are read by rowid only when needed.
   */
  const rowsOfRuns = async (keys: { flow: string; run: string }[]) => {
    const found = new Map<string, number>();
    if (keys.length)
      for (const row of await rowsOf(
        `SELECT r.flow, r.run, r.rowid::DOUBLE AS id FROM flow_runs r SEMI JOIN ${runKeys} AS k ON r.flow = k.flow AND r.run = k.run`,
        { keys: keysJson(keys) },
      ))
        found.set(runId(String(row.flow), String(row.run)), Number(row.id));
    return found;
  };
  const putRuns = async (
    keys: { flow: string; run: string }[],
    summaries: RunSummary[],
    stored?: Map<string, number>,
  ) => {
    const added: string[] = [];
    const idOf = (text: string) => {
      let id = textIds.get(text);
      if (id === undefined) {
        id = texts.push(text) - 1;
        textIds.set(text, id);
        added.push(text);
      }
      return id;
    };
    const rows = summaries.map(({ steps, entered, left, taken, ...summary }) => ({
      ...summary,
      path: steps.map(idOf),
      entered: entered.map(({ state, n }) => ({ state: idOf(state), n })),
      left: left.map(({ state, n }) => ({ state: idOf(state), n })),
      taken: taken.map((entry) => ({
        ...entry,
        transition: idOf(entry.transition),
        target: idOf(entry.target),
      })),
    }));
    const forget = () => {
      for (const text of added) textIds.delete(text);
      texts.length -= added.length;
    };
    try {
      if (added.length)
        await writer.run(
          `INSERT INTO flow_texts SELECT ${texts.length - added.length} + i, t
           FROM (SELECT unnest(from_json($texts, '["VARCHAR"]')) AS t, unnest(range(len(from_json($texts, '["VARCHAR"]')))) AS i)`,
          { texts: JSON.stringify(added) },
        );
      const gone = [...(stored ?? (await rowsOfRuns(keys))).values()];
      if (gone.length) await writer.run(`DELETE FROM flow_runs WHERE rowid IN (${gone.join(', ')})`);
      if (rows.length) await writer.run(insertRuns, { runs: JSON.stringify(rows) });
    } catch (error) {
      forget();
      throw error;
    }
    return {
      committed: () => {
        // Kept with the dictionary's texts (one string each), not the batches'.
        rows.forEach((row, i) => {
          const id = runId(row.flow, row.run);
          recent.delete(id);
          recent.set(id, {
            ...summaries[i]!,
            steps: row.path.map((text) => texts[text]!),
            entered: row.entered.map(({ state, n }) => ({ state: texts[state]!, n })),
            left: row.left.map(({ state, n }) => ({ state: texts[state]!, n })),
            taken: row.taken.map((entry) => ({
              ...entry,
              transition: texts[entry.transition]!,
              target: texts[entry.target]!,
            })),
          });
        });
        for (const id of recent.keys()) {
          if (recent.size <= recentLimit) break;
          recent.delete(id);
        }
      },
      failed: forget,
    };
  };
  /** The summaries of these runs made again from their events (inside the caller's transaction). */
  const refoldRuns = async (keys: { flow: string; run: string }[]) => {
    const arrived = await arrivedOf(
      `EXISTS (SELECT 1 FROM ${runKeys} AS k WHERE e.flow = k.flow AND e.run = k.run)`,
      { keys: keysJson(keys) },
    );
    return putRuns(keys, summariesOf(arrived));
  };
  if (made) {
    await writer.run('BEGIN TRANSACTION');
    const slices = 64;
    for (let slice = 0; slice < slices; slice++)
      await putRuns([], summariesOf(await arrivedOf(`hash(run) % ${slices} = ${slice}`, {})));
    await writer.run('COMMIT');
  }

  const write = <T>(work: () => Promise<T>): Promise<T> => {
    const done = writes.then(work);
    writes = done.catch(() => undefined);
    return done;
  };
  const read = async <T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> => {
    await writes;
    const connection = idle.pop() ?? (await instance.connect());
    try {
      return await work(connection);
    } finally {
      idle.push(connection);
    }
  };
  const rows = (connection: DuckDBConnection, sql: string, values?: Record<string, DuckDBValue>) =>
    connection.runAndReadAll(sql, values).then((reader) => reader.getRowObjectsJS());
  /**
   * A deletion of events and summaries in one transaction; answers the events it deleted. The summaries kept in
   * memory are forgotten (read again when their runs' next events come), and on failure the texts it added.
   */
  const changed = async (
    work: (refolds: { failed: () => void }[]) => Promise<{ rowsChanged: number | bigint }>,
  ) =>
    write(async () => {
      const refolds: { failed: () => void }[] = [];
      await writer.run('BEGIN TRANSACTION');
      try {
        const result = await work(refolds);
        await writer.run('COMMIT');
        return Number(result.rowsChanged);
      } catch (error) {
        await writer.run('ROLLBACK').catch(() => undefined);
        for (const refold of refolds) refold.failed();
        throw error;
      } finally {
        recent.clear();
      }
    });

  /** Folds a group's events into their runs' summaries (inside the group's transaction). */
  const updateRuns = async (stamped: { batch: number; events: FlowEvent[] }[]) => {
    const perRun = new Map<string, ArrivedEvent[]>();
    for (const { batch, events } of stamped)
      events.forEach((event, idx) => {
        const id = runId(event.flow, event.run);
        const list = perRun.get(id);
        if (list) list.push({ event, batch, idx });
        else perRun.set(id, [{ event, batch, idx }]);
      });
    const keys = [...perRun.values()].map((list) => list[0]!.event);
    const where = await rowsOfRuns(keys);
    const unread = [...where].filter(([id]) => !recent.has(id)).map(([, rowid]) => rowid);
    const stored = new Map<string, RunSummary>();
    if (unread.length)
      for (const row of await rowsOf(`SELECT * FROM flow_runs WHERE rowid IN (${unread.join(', ')})`))
        stored.set(runId(String(row.flow), String(row.run)), summaryOfRow(row, texts));
    const summaries = [...perRun].map(([id, list]) =>
      foldRun(where.has(id) ? (recent.get(id) ?? stored.get(id)) : undefined, list.sort(byArrival)),
    );
    return putRuns(keys, summaries, where);
  };

  /** Batches waiting for the next commit (group commit: one transaction, each batch its own arrival number). */
  let pending: { events: FlowEvent[]; stored: () => void; failed: (error: unknown) => void }[] = [];
  const commitPending = async () => {
    const group = pending;
    pending = [];
    let runs: Awaited<ReturnType<typeof updateRuns>> | undefined;
    try {
      await writer.run('BEGIN TRANSACTION');
      // The group as one JSON text that DuckDB parses itself (faster than appending value by value from JS).
      const stamped = group.map(({ events }) => ({ batch: nextBatch(), events }));
      await writer.run(insertGroup, { group: JSON.stringify(stamped) });
      runs = await updateRuns(stamped);
      await writer.run('COMMIT');
    } catch (error) {
      await writer.run('ROLLBACK').catch(() => undefined);
      runs?.failed();
      for (const { failed } of group) failed(error);
      return;
    }
    runs.committed();
    for (const { stored } of group) stored();
  };

  return {
    kind: 'duckdb',
    append(events) {
      return new Promise<void>((stored, failed) => {
        pending.push({ events, stored, failed });
        // The first batch waiting schedules a commit; the ones that come meanwhile join it.
        if (pending.length === 1) void write(commitPending);
      });
    },
    sessions(range) {
      return read(async (connection) =>
        (
          await rows(connection, fromRuns ? runsSessionsQuery : sessionsQuery, {
            start: range.startMs,
            end: range.endMs,
          })
        ).map((row) => ({
          flow: String(row.flow),
          sessions: Number(row.sessions),
          completions: Number(row.completions),
        })),
      );
    },
    figures(flow, range, pathLimit) {
      return read(async (connection) => {
        const answer = await rows(connection, fromRuns ? runsFiguresQuery : figuresQuery, {
          flow,
          start: range.startMs,
          end: range.endMs,
          paths: pathLimit,
        });
        return figuresOf(answer);
      });
    },
    events(flow) {
      return read(async (connection) => {
        const found = await rows(
          connection,
          `SELECT * FROM flow_events ${flow ? 'WHERE flow = $flow' : ''} ORDER BY batch, idx`,
          flow ? { flow } : undefined,
        );
        return found.map(eventOfRow);
      });
    },
    deleteRun(run) {
      return changed(async () => {
        await writer.run('DELETE FROM flow_runs WHERE run = $run', { run });
        return writer.run('DELETE FROM flow_events WHERE run = $run', { run });
      });
    },
    enforceRetention(now) {
      const cutoff = retentionCutoff(now, retentionDays);
      return changed(async (refolds) => {
        // The runs that lose events: made again from what is left of them (nothing: they go).
        const losing = (
          await rowsOf('SELECT flow, run FROM flow_runs WHERE first_at < $cutoff', { cutoff })
        ).map(({ flow, run }) => ({ flow: String(flow), run: String(run) }));
        const deleted = await writer.run('DELETE FROM flow_events WHERE at_ms < $cutoff', { cutoff });
        refolds.push(await refoldRuns(losing));
        return deleted;
      });
    },
    async clear() {
      await changed(async () => {
        await writer.run('DELETE FROM flow_runs');
        return writer.run('DELETE FROM flow_events');
      });
    },
    async close() {
      await writes;
      for (const connection of idle.splice(0)) connection.closeSync();
      writer.closeSync();
      instance.closeSync();
    },
  };
}

/** The rows of the figures query (kinds run, state, transition, path) as a store's figures. */
function figuresOf(answer: Record<string, unknown>[]): FlowFigures {
  const figures: FlowFigures = { sessions: 0, completions: 0, states: [], transitions: [], paths: [] };
  const paths: { n: number; events: string[]; steps: string[][] }[] = [];
  for (const row of answer) {
    const n = (key: string) => Number(row[key] ?? 0);
    if (row.kind === 'run') {
      figures.sessions = n('a');
      figures.completions = n('b');
    } else if (row.kind === 'state')
      figures.states.push({
        state: String(row.name),
        entered: n('a'),
        sessions: n('b'),
        left: n('c'),
        dropOff: n('d'),
      });
    else if (row.kind === 'transition')
      figures.transitions.push({ transition: String(row.name), count: n('a'), to: String(row.target) });
    else paths.push({ n: n('a'), events: row.events as string[], steps: row.steps as string[][] });
  }
  // UNION ALL keeps no order: the paths are sorted again the way the query limited them.
  figures.paths = paths
    .map((path) => ({ ...path, key: [path.events.join('\n'), JSON.stringify(path.steps)] as const }))
    .sort(
      (a, b) =>
        b.n - a.n ||
        (a.key[0] < b.key[0]
          ? -1
          : a.key[0] > b.key[0]
            ? 1
            : a.key[1] < b.key[1]
              ? -1
              : a.key[1] > b.key[1]
                ? 1
                : 0),
    )
    .map(({ n, events, steps }) => ({ events, transitions: steps, count: n }));
  return figures;
}
