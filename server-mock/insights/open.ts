// Opens the configured flow-insights store (docs/decisions/057): ClickHouse when a URL is given, else DuckDB.
import { createDuckDbStore } from './duckdb-store.ts';
import type { FlowStore } from './flow-store.ts';

export interface StoreConfig {
  /** The DuckDB file (':memory:' or none: in memory). */
  duckdb?: string;
  /** A ClickHouse HTTP URL (e.g. http://localhost:8123/statefront): the store for several instances. */
  clickhouse?: string;
  retentionDays?: number;
}

export async function openFlowStore(config: StoreConfig): Promise<FlowStore> {
  if (config.clickhouse) {
    const { createClickHouseStore } = await import('./clickhouse-store.ts');
    return createClickHouseStore({ url: config.clickhouse, retentionDays: config.retentionDays });
  }
  return createDuckDbStore({ path: config.duckdb, retentionDays: config.retentionDays });
}
