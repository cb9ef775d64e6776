// The recorded usage of the flows, read from the app API (GET /api/flow-usage/…, openapi/app.yaml).
import type { FlowUsage, FlowUsageList } from '../../../openapi/types';
import type { DayRange } from './flow-usage';

/** The app API's origin: configured like the shop's (src/api/browser-clients.ts), else this origin. */
const apiBase = () => import.meta.env.VITE_APP_API_URL ?? window.location.origin;

async function getJson<T>(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<T> {
  const url = new URL(path, apiBase());
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The usage could not be read (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

/** Sessions, completions and completion rate of every flow in the range. */
export const fetchFlowUsageIndex = (range: DayRange, signal?: AbortSignal) =>
  getJson<FlowUsageList>('/api/flow-usage/', { ...range }, signal);

/** How many paths the usage view lists. */
const busiestPathCount = 20;

/** One flow's figures in the range: states, transitions, the busiest paths, delays and actor errors. */
export const fetchFlowUsage = (flow: string, range: DayRange, signal?: AbortSignal) =>
  getJson<FlowUsage>(
    `/api/flow-usage/${encodeURIComponent(flow)}/`,
    { ...range, paths: String(busiestPathCount) },
    signal,
  );
