// A child process of the flow-store tests (tests/unit/flow-store.test.ts): appends batches to a DuckDB file
// one after the other and prints `stored N` once batch N's append resolved (the service's 202 comes then).
// The test kills it with SIGKILL while it writes, and reopens the file.

import type { FlowEvent } from '../../openapi/types.ts';
import { createDuckDbStore } from '../../server-mock/insights/duckdb-store.ts';

const [path, size = '2000'] = process.argv.slice(2);
const store = await createDuckDbStore({ path });
const perBatch = Number(size);
for (let batch = 0; ; batch++) {
  const events: FlowEvent[] = Array.from({ length: perBatch }, (_, index) => ({
    run: `batch-${batch}-${Math.floor(index / 10)}`,
    flow: 'login',
    seq: index % 10,
    at: Date.parse('2026-11-20T12:00:00Z') + index,
    event: index % 10 ? 'login.submit' : 'xstate.init',
    from: index % 10 ? ['login.idle'] : [],
    to: ['login.submitting'],
    transitions: index % 10 ? ['login.idle login.submit #0'] : [],
    status: 'active',
  }));
  await store.append(events);
  process.stdout.write(`stored ${batch}\n`);
}
