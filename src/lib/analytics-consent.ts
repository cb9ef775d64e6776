// The shopper's answer to the analytics question (docs/decisions/034): kept on the device, read through its
// schema in stored-values.ts. The flow recorder and the analytics adapter send nothing without 'granted'.
import { readStored, writeStored } from './stored-values';

export type AnalyticsChoice = 'granted' | 'denied';

const listeners = new Set<() => void>();
/** Read once, then kept in memory: the recorder asks at every run's start. */
let choice: AnalyticsChoice | undefined | null = null;
/** The shopper asked to answer again (the privacy page's button). */
let isReopened = false;

export function analyticsChoice(): AnalyticsChoice | undefined {
  if (choice === null) choice = readStored('analyticsConsent')?.choice;
  return choice;
}

export const hasAnalyticsConsent = () => analyticsChoice() === 'granted';

/** Whether the prompt shows: no answer yet, or the shopper asked to change it. */
export const isAskingForAnalyticsConsent = () => isReopened || analyticsChoice() === undefined;

export function chooseAnalytics(next: AnalyticsChoice) {
  try {
    writeStored('analyticsConsent', { choice: next, at: new Date().toISOString() });
  } catch {
    // Storage switched off: the answer holds for this visit.
  }
  choice = next;
  isReopened = false;
  for (const listener of listeners) listener();
}

/** Shows the prompt again, to change the answer. */
export function reopenAnalyticsConsent() {
  isReopened = true;
  for (const listener of listeners) listener();
}

export function subscribeToAnalyticsConsent(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests: forget what was read (a test stores another answer). */
export function forgetAnalyticsChoice() {
  choice = null;
  isReopened = false;
}
