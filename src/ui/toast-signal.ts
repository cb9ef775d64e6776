// Tells the toast region slot that a first toast was raised, without importing the queue (and
// react-stately with it) into the entry chunk.
let raised = false;
const listeners = new Set<() => void>();

export function signalToast() {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const hasRaisedToast = () => raised;

/** Tests: as a new page, no toast raised yet (the files of a test worker share this module, decision 070). */
export function forgetRaisedToast() {
  raised = false;
}
