import { flowById } from '../../../machines/index';
import { type AtlasView, atlasView, isoDay } from '../../lib/search-params';
import { FlowIndexPage } from './flow-index-page';
import { FlowPage } from './flow-page';
import { type DayRange, lastDays } from './flow-usage';
import * as styles from './flows.css';

/** The view and usage range a flow's URL asks for (`&view=usage&from=2026-11-01&to=2026-11-30`), parsed. */
function flowPageParams(params: URLSearchParams): { view: AtlasView; range: DayRange } {
  const range = lastDays(30);
  const from = isoDay(params.get('from'));
  const to = isoDay(params.get('to'));
  return {
    view: atlasView(params.get('view')) ?? 'designed',
    range: from && to && from <= to ? { from, to } : range,
  };
}

/** The URL of a flow's page with its view and range; the designed view and the default range stay out of it. */
export function flowPageHref(flowId: string, view: AtlasView, range: DayRange): string {
  const params = new URLSearchParams({ flow: flowId });
  if (view !== 'designed') params.set('view', view);
  const fallback = lastDays(30);
  if (range.from !== fallback.from || range.to !== fallback.to) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return `/flows/?${params}`;
}

/** The atlas page for the URL: `/flows/` lists the flows, `/flows/?flow=login` shows one. */
export function FlowAtlas() {
  const params = new URLSearchParams(window.location.search);
  const flowId = params.get('flow');
  const entry = flowId ? flowById(flowId) : undefined;
  return (
    <main className={styles.shell}>
      {flowId && !entry ? (
        <section className={styles.page} aria-labelledby="missing-heading">
          <h1 id="missing-heading">No such flow</h1>
          <p>
            There is no flow called “{flowId}”. <a href={atlasHref()}>See all flows</a>.
          </p>
        </section>
      ) : entry ? (
        <FlowPage entry={entry} {...flowPageParams(params)} />
      ) : (
        <FlowIndexPage />
      )}
    </main>
  );
}

/** The atlas URL of a flow, or of the index. */
export const atlasHref = (flowId?: string) =>
  flowId ? `/flows/?flow=${encodeURIComponent(flowId)}` : '/flows/';
