// The recorded usage of the flows, read from the app API (GET /api/flow-usage/…, openapi/app.yaml) through the
// shop's typed client (its base URL configured like the shop's; no user token: the figures are anonymous).
import { browserApiClients } from '../../api/browser-clients';
import { callData } from '../../api/clients';
import type { DayRange } from './flow-usage';

const { app } = browserApiClients(() => undefined);

/** Sessions, completions and completion rate of every flow in the range. */
export const fetchFlowUsageIndex = (range: DayRange, signal?: AbortSignal) =>
  callData(app.GET('/api/flow-usage/', { params: { query: range }, signal }));

/** How many paths the usage view lists. */
const busiestPathCount = 20;

/** One flow's figures in the range: states, transitions, the busiest paths, delays and actor errors. */
export const fetchFlowUsage = (flow: string, range: DayRange, signal?: AbortSignal) =>
  callData(
    app.GET('/api/flow-usage/{flow}/', {
      params: { path: { flow }, query: { ...range, paths: busiestPathCount } },
      signal,
    }),
  );
