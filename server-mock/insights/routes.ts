// The flow-insights service's calls (openapi/app.yaml, tag flow-insights): the shop's recorder posts the
// transitions of its flow actors (with the shopper's consent, docs/decisions/034); the flow atlas reads their
// figures with a flow analyst's token (decision 047), and an analyst deletes a run's events (decision 058).
// Mounted by the embedded backend (app.ts) and by the insights service alone (insights/app.ts): one code.
import type { Context } from 'hono';
import type { FlowEvent } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import { apiError, bodyOf } from '../routes/respond.ts';
import { type ThrottleKey, tooManyRequests } from '../throttle.ts';
import { type DayRange, usageRange } from './flow-store.ts';
import type { Insights } from './service.ts';

/** A batch of 200 events is about 60 kB; four times that is refused (413) before it is read. */
export const flowEventsBodyLimit = 256 * 1024;

/** Who reads the usage: a flow analyst (an id for the throttle), else the refusal's status. */
export type InsightsReader = (c: Context<MockEnv>) => { analyst: string } | { refused: 401 | 403 };

export interface InsightsRoutes {
  insights: Insights;
  reader: InsightsReader;
}

/** Seconds to wait under a throttle rule, else 0 after counting the call. */
function throttled(c: Context<MockEnv>, keys: ThrottleKey[]) {
  const { store, throttle } = c.var;
  const wait = throttle.waitSeconds(store, keys);
  if (!wait) throttle.count(store, keys);
  return wait;
}

/** An analyst's call: the refusal (401, 403, 429), or the analyst. */
function asAnalyst(c: Context<MockEnv>, reader: InsightsReader): { refusal: Response } | { analyst: string } {
  const who = reader(c);
  if ('refused' in who)
    return { refusal: apiError(c, who.refused, who.refused === 401 ? 'Unauthorized' : 'Forbidden') };
  const wait = throttled(c, [['flowUsageReadsPerAnalyst', who.analyst]]);
  if (wait) return { refusal: tooManyRequests(c, wait) };
  return { analyst: who.analyst };
}

/** A read of the usage: an analyst's (see asAnalyst), for a range of calendar days (400). */
function usageRead(c: Context<MockEnv>, reader: InsightsReader): { refusal: Response } | { range: DayRange } {
  const who = asAnalyst(c, reader);
  if ('refusal' in who) return who;
  const range = usageRange(c.var.store.clock(), c.req.query('from'), c.req.query('to'));
  if ('error' in range) return { refusal: apiError(c, 400, range.error) };
  return { range };
}

export function insightsRoutes(app: MockApp, { insights, reader }: InsightsRoutes) {
  // Flow ids outside the registry were refused by the contract (FlowId) before this runs. The 202 comes
  // after the store committed the batch.
  app.post('/api/flow-events/', async (c) => {
    const wait = throttled(c, [['flowEventsPerClient', c.var.throttle.clientOf(c)]]);
    if (wait) return tooManyRequests(c, wait);
    const { events } = bodyOf<{ events: FlowEvent[] }>(c);
    await insights.append(events);
    return c.body(null, 202);
  });

  app.delete('/api/flow-events/runs/:run/', async (c) => {
    const who = asAnalyst(c, reader);
    if ('refusal' in who) return who.refusal;
    return c.json({ deleted: await insights.deleteRun(c.req.param('run')) });
  });

  app.get('/api/flow-usage/', async (c) => {
    const read = usageRead(c, reader);
    if ('refusal' in read) return read.refusal;
    return c.json(await insights.list(read.range));
  });

  app.get('/api/flow-usage/:flow/', async (c) => {
    const read = usageRead(c, reader);
    if ('refusal' in read) return read.refusal;
    const paths = c.req.query('paths');
    return c.json(await insights.usage(c.req.param('flow'), read.range, paths ? Number(paths) : undefined));
  });
}
