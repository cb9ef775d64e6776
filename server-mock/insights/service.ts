// The flow-insights service's state (docs/decisions/057): its store, opened on first use, the retention it
// enforces (on opening and then on a schedule), and its answers cached per flow and range until events of the
// flow arrive. One process's cache: with a store shared by several instances (ClickHouse) an answer is kept at
// most `cacheMs`, since another instance's events do not reach this cache.
import type { FlowEvent } from '../../openapi/types.ts';
import {
  type DayRange,
  defaultRetentionDays,
  type FlowStore,
  flowUsage,
  flowUsageList,
} from './flow-store.ts';

export interface InsightsOptions {
  /** Opens the store (called once, on first use). */
  open: () => Promise<FlowStore>;
  clock: () => Date;
  /** How often retention is enforced while the service runs (default hourly; 0: only when the store opens). */
  retentionEveryMs?: number;
  /** How long a cached answer may be kept (default: until events of its flow arrive here). */
  cacheMs?: number;
}

export interface Insights {
  /** The store, opened on first use. */
  store(): Promise<FlowStore>;
  append(events: FlowEvent[]): Promise<void>;
  list(range: DayRange): ReturnType<typeof flowUsageList>;
  usage(flow: string, range: DayRange, pathLimit?: number): ReturnType<typeof flowUsage>;
  deleteRun(run: string): Promise<number>;
  /** Forgets every event (the QA reset), when the store was opened. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** Answers kept in the read cache (each range and flow asked for is one entry). */
const cachedAnswers = 256;

export { defaultRetentionDays };

export function createInsights(options: InsightsOptions): Insights {
  let opened: Promise<FlowStore> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Per flow, how often its events changed here; `*` counts every change. */
  const versions = new Map<string, number>();
  const cache = new Map<string, { version: number; until: number; value: Promise<unknown> }>();
  const touched = (flows: Iterable<string>) => {
    for (const flow of [...flows, '*']) versions.set(flow, (versions.get(flow) ?? 0) + 1);
  };
  const cached = <T>(flow: string, key: string, compute: () => Promise<T>): Promise<T> => {
    const version = versions.get(flow) ?? 0;
    const now = Date.now();
    const entry = cache.get(key);
    if (entry && entry.version === version && entry.until > now) return entry.value as Promise<T>;
    const value = compute();
    cache.delete(key);
    cache.set(key, { version, until: options.cacheMs ? now + options.cacheMs : Infinity, value });
    // A failed read is not kept.
    value.catch(() => cache.get(key)?.value === value && cache.delete(key));
    if (cache.size > cachedAnswers) cache.delete(cache.keys().next().value!);
    return value;
  };
  const store = () => {
    opened ??= options.open().then(async (flowStore) => {
      await flowStore.enforceRetention(options.clock());
      const every = options.retentionEveryMs ?? 3_600_000;
      if (every > 0) {
        timer = setInterval(() => {
          flowStore
            .enforceRetention(options.clock())
            .then((deleted) => deleted && touched([...versions.keys()]))
            .catch((error) => console.error('Flow insights: retention failed', error));
        }, every);
        timer.unref();
      }
      return flowStore;
    });
    return opened;
  };
  return {
    store,
    async append(events) {
      await (await store()).append(events);
      touched(new Set(events.map((event) => event.flow)));
    },
    list(range) {
      return cached('*', `list ${range.from} ${range.to}`, async () => flowUsageList(await store(), range));
    },
    usage(flow, range, pathLimit = 20) {
      return cached(flow, `flow ${flow} ${range.from} ${range.to} ${pathLimit}`, async () =>
        flowUsage(await store(), flow, range, pathLimit),
      );
    },
    async deleteRun(run) {
      const deleted = await (await store()).deleteRun(run);
      if (deleted) touched([...versions.keys()]);
      return deleted;
    },
    async clear() {
      if (!opened) return;
      await (await opened).clear();
      cache.clear();
      touched([...versions.keys()]);
    },
    async close() {
      if (timer) clearInterval(timer);
      if (opened) await (await opened).close();
      opened = undefined;
    },
  };
}
