// The flow recorder (issue 20, docs/decisions/034): with the shopper's consent, every flow actor's transitions
// become FlowEvents (machines/flow-record.ts), sampled per run, batched, and sent with navigator.sendBeacon to
// POST /api/flow-events/ when a batch fills, a few seconds after the first event of a batch, and when the page
// is hidden. Loaded with the shopper session, after the first paint; its work per transition is a few array
// operations (no payload is read, nothing is serialised until the browser is idle).

import type { InspectionEvent } from 'xstate';
import { createFlowRecord } from '../../machines/flow-record';
import type { FlowEvent } from '../../openapi/types';
import { insightsBaseUrl } from '../api/insights-host';
import { hasAnalyticsConsent, subscribeToAnalyticsConsent } from './analytics-consent';

export interface FlowRecorderOptions {
  /** POST /api/flow-events/ of the app API. */
  url: string;
  /** The share of runs recorded, 0 to 1 (VITE_FLOW_SAMPLE_RATE; default 1). */
  sampleRate: number;
  /** Events per beacon (at most 200, the contract's limit). */
  batchSize?: number;
  /** How long the first event of a batch waits for others, in ms. */
  waitMs?: number;
  send?: (url: string, body: string) => boolean;
  random?: () => number;
}

const env = import.meta.env;

/** The global slot every flow actor reports to (flow-actor.tsx and the session runtime read it). */
const slot = Symbol.for('statefront.flowRecorder');
const setFlowRecorder = (inspect: ((event: InspectionEvent) => void) | undefined) => {
  (globalThis as { [slot]?: (event: InspectionEvent) => void })[slot] = inspect;
};

/** The configured sample rate: VITE_FLOW_SAMPLE_RATE between 0 and 1, else every run. */
function configuredSampleRate(value: unknown = env.VITE_FLOW_SAMPLE_RATE): number {
  const rate = Number(value);
  return value === undefined || value === '' || Number.isNaN(rate) ? 1 : Math.min(1, Math.max(0, rate));
}

const beacon = (url: string, body: string) => navigator.sendBeacon?.(url, body) ?? false;

/** Records while the shopper consents; answers a function that stops it and drops what is not sent. */
export function createFlowRecorder(options: FlowRecorderOptions) {
  const { url, sampleRate, batchSize = 50, waitMs = 3000, send = beacon, random = Math.random } = options;
  let queue: FlowEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    // Consent withdrawn since: what was recorded is dropped, not sent.
    if (events.length === 0 || !hasAnalyticsConsent()) return;
    for (let i = 0; i < events.length; i += batchSize)
      send(url, JSON.stringify({ events: events.slice(i, i + batchSize) }));
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const record = createFlowRecord({
    runId: () => crypto.randomUUID(),
    now: Date.now,
    startsRun: () => hasAnalyticsConsent() && random() < sampleRate,
    emit: (event) => {
      queue.push(event);
      // Sent later, never inside the interaction that caused the transition.
      if (queue.length >= batchSize) {
        clearTimeout(timer);
        timer = setTimeout(flush, 0);
      } else timer ??= setTimeout(flush, waitMs);
    },
  });
  document.addEventListener('visibilitychange', onHidden);
  addEventListener('pagehide', flush);
  return {
    inspect: record,
    flush,
    stop() {
      clearTimeout(timer);
      queue = [];
      document.removeEventListener('visibilitychange', onHidden);
      removeEventListener('pagehide', flush);
    },
  };
}

let running: ReturnType<typeof createFlowRecorder> | undefined;

function follow() {
  if (hasAnalyticsConsent() && !running) {
    running = createFlowRecorder({
      url: `${insightsBaseUrl()}/api/flow-events/`,
      sampleRate: configuredSampleRate(),
    });
    setFlowRecorder(running.inspect);
  } else if (!hasAnalyticsConsent() && running) {
    setFlowRecorder(undefined);
    running.stop();
    running = undefined;
  }
}

let unfollow: (() => void) | undefined;

/** Starts recording when the shopper has consented, and follows their answer (a withdrawal stops it). */
export function startFlowRecording() {
  if (unfollow) return;
  unfollow = subscribeToAnalyticsConsent(follow);
  follow();
}

/**
 * Tests: as a new page, nothing recorded and nobody following the answer (the files of a test worker share this
 * module, decision 070). A recorder a test started would go on recording the next tests' flows and sending them.
 */
export function stopFlowRecording() {
  unfollow?.();
  unfollow = undefined;
  if (!running) return;
  setFlowRecorder(undefined);
  running.stop();
  running = undefined;
}
