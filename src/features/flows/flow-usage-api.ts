// The recorded usage of the flows, read from the flow-insights service (GET /api/flow-usage/…, openapi/app.yaml)
// through the shop's typed client (its base URL configured like the shop's hosts: src/api/insights-host.ts), with the signed-in flow analyst's token
// (analyst-session.ts, docs/decisions/047). A 401 ends the analyst's session: the atlas asks to sign in again.
import type { FlowEvent } from '../../../openapi/types';
import { callData, createApiClients } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { insightsBaseUrl } from '../../api/insights-host';
import { analystToken, signOutAnalyst } from './analyst-session';
import type { DayRange } from './flow-usage';

// The insights service answers the app contract's flow-insights calls (decision 057).
const { app } = createApiClients({
  baseUrls: { app: insightsBaseUrl(), shopper: insightsBaseUrl() },
  userToken: analystToken,
});

/** The answer's data; a 401 (the token expired, or the server forgot it) signs the analyst out. */
async function asAnalyst<T>(
  pending: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  try {
    return await callData(pending);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) signOutAnalyst();
    throw error;
  }
}

/** A refused read: the signed-in user is no flow analyst (403). */
export const isNotAnalyst = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Sessions, completions and completion rate of every flow in the range. */
export const fetchFlowUsageIndex = (range: DayRange, signal?: AbortSignal) =>
  asAnalyst(app.GET('/api/flow-usage/', { params: { query: range }, signal }));

/** How many paths the usage view lists. */
const busiestPathCount = 20;

/** One flow's figures in the range: states, transitions, the busiest paths, delays and actor errors. */
export const fetchFlowUsage = (flow: string, range: DayRange, signal?: AbortSignal) =>
  asAnalyst(
    app.GET('/api/flow-usage/{flow}/', {
      // The registry's ids are the contract's (tests/unit/flow-ids.test.ts).
      params: { path: { flow: flow as FlowEvent['flow'] }, query: { ...range, paths: busiestPathCount } },
      signal,
    }),
  );
