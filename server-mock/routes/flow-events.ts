// Flow insights: the shop's recorder posts the transitions of its flow actors (with the shopper's consent,
// docs/decisions/034); the flow atlas reads their figures with a flow analyst's token (decision 047).
import type { Context } from 'hono';
import type { FlowEvent } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import { flowUsage, flowUsageList, usageRange } from '../flow-usage.ts';
import { type ThrottleKey, tooManyRequests } from '../throttle.ts';
import { signedInUser } from './accounts.ts';
import { apiError, bodyOf } from './respond.ts';

/** A batch of 200 events is about 60 kB; four times that is refused (413) before it is read. */
export const flowEventsBodyLimit = 256 * 1024;

/**
 * A read of the usage: a flow analyst's live token (401 without one, 403 for any other user), within the
 * analyst's reads a minute (429), for a range of calendar days (400). Answers the range, or the refusal.
 */
function usageRead(c: Context<MockEnv>) {
  const { store, throttle } = c.var;
  const user = signedInUser(c);
  if (!user) return { refusal: apiError(c, 401, 'Unauthorized') };
  if (!user.flowAnalyst) return { refusal: apiError(c, 403, 'Forbidden') };
  const keys: ThrottleKey[] = [['flowUsageReadsPerAnalyst', user.id]];
  const wait = throttle.waitSeconds(store, keys);
  if (wait) return { refusal: tooManyRequests(c, wait) };
  throttle.count(store, keys);
  const range = usageRange(store.clock(), c.req.query('from'), c.req.query('to'));
  if ('error' in range) return { refusal: apiError(c, 400, range.error) };
  return { range };
}

export function flowEventRoutes(app: MockApp) {
  // Flow ids outside the registry were refused by the contract (FlowId) before this runs.
  app.post('/api/flow-events/', async (c) => {
    const { store, throttle } = c.var;
    const keys: ThrottleKey[] = [['flowEventsPerClient', throttle.clientOf(c)]];
    const wait = throttle.waitSeconds(store, keys);
    if (wait) return tooManyRequests(c, wait);
    throttle.count(store, keys);
    const { events } = bodyOf<{ events: FlowEvent[] }>(c);
    store.flowLog.add(events, Number(c.req.header('content-length')) || undefined);
    return c.body(null, 202);
  });

  app.get('/api/flow-usage/', (c) => {
    const read = usageRead(c);
    if (read.refusal) return read.refusal;
    return c.json(flowUsageList(c.var.store.flowLog, read.range));
  });

  app.get('/api/flow-usage/:flow/', (c) => {
    const read = usageRead(c);
    if (read.refusal) return read.refusal;
    const paths = c.req.query('paths');
    return c.json(
      flowUsage(c.var.store.flowLog, c.req.param('flow'), read.range, paths ? Number(paths) : undefined),
    );
  });
}
