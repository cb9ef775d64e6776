// When the flow recorder (flow-recorder.ts) loads (decision 059): for a shopper who has consented on this device,
// when the browser is idle after the page is usable; for one who consents now, at the answer (consent-prompt.tsx);
// with the shopper session's runtime otherwise. Never with the page itself: a visitor who has not said yes records
// nothing, so need not download the recorder.

/** Starts the recorder (once: it follows the shopper's answer from then on). */
export function loadFlowRecorder(): Promise<void> {
  return import('./flow-recorder').then(
    (recorder) => recorder.startFlowRecording(),
    () => console.warn('The flow recorder did not load'),
  );
}

/**
 * A hint only, to load the recorder early: whether the device's answer reads 'granted'. The recorder reads the
 * answer through its schema (stored-values.ts) and records nothing unless it holds.
 */
function consentedOnThisDevice(): boolean {
  try {
    return /"choice":"granted"/.test(localStorage.getItem('analyticsConsent') ?? '');
  } catch {
    return false;
  }
}

/** After the page is usable: the recorder for a shopper who has consented, when the browser is next idle. */
export function startRecorderWhenIdle() {
  if (!consentedOnThisDevice()) return;
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadFlowRecorder(), { timeout: 2000 });
  else setTimeout(() => void loadFlowRecorder(), 200);
}
