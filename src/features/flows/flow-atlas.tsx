import { flowById } from '../../../machines/index';
import { FlowIndexPage } from './flow-index-page';
import { FlowPage } from './flow-page';
import * as styles from './flows.css';

/** The atlas page for the URL: `/flows/` lists the flows, `/flows/?flow=login` shows one. */
export function FlowAtlas() {
  const flowId = new URLSearchParams(window.location.search).get('flow');
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
        <FlowPage entry={entry} />
      ) : (
        <FlowIndexPage />
      )}
    </main>
  );
}

/** The atlas URL of a flow, or of the index. */
export const atlasHref = (flowId?: string) =>
  flowId ? `/flows/?flow=${encodeURIComponent(flowId)}` : '/flows/';
