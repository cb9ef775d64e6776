import Elk from 'elkjs/lib/elk-api.js';
import elkWorkerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { LayoutEngine } from './flow-layout';

let elk: InstanceType<typeof Elk> | undefined;

/** ELK in its own worker (its script is an asset, fetched with the first layout): the page stays responsive. */
export const workerLayoutEngine: LayoutEngine = {
  layout(graph) {
    elk ??= new Elk({ workerUrl: elkWorkerUrl });
    return elk.layout(graph);
  },
};
