// Flow insights: the shop's recorder posts the transitions of its flow actors (with the shopper's consent,
// docs/decisions/034); the flow atlas reads their aggregation.
import type { FlowEvent } from '../../openapi/types.ts';
import type { MockApp } from '../app.ts';
import { flowUsage, flowUsageList, usageRange } from '../flow-usage.ts';
import { type ThrottleKey, tooManyRequests } from '../throttle.ts';
import { apiError, bodyOf } from './respond.ts';

/** A batch of 200 events is about 60 kB; four times that is refused (413) before it is read. */
export const flowEventsBodyLimit = 256 * 1024;

export function flowEventRoutes(app: MockApp) {
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
    const range = usageRange(c.var.store.clock(), c.req.query('from'), c.req.query('to'));
    if ('error' in range) return apiError(c, 400, range.error);
    return c.json(flowUsageList(c.var.store.flowLog, range));
  });

  app.get('/api/flow-usage/:flow/', (c) => {
    const range = usageRange(c.var.store.clock(), c.req.query('from'), c.req.query('to'));
    if ('error' in range) return apiError(c, 400, range.error);
    const paths = c.req.query('paths');
    return c.json(
      flowUsage(c.var.store.flowLog, c.req.param('flow'), range, paths ? Number(paths) : undefined),
    );
  });
}
