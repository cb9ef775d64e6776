// The one place every flow actor of the shop reports to (useFlowActor and the shopper session): the flow
// recorder installs itself here once loaded, with the shopper's consent (docs/decisions/034). Until then, and
// without consent, an inspection event costs one call that does nothing.
import type { InspectionEvent } from 'xstate';

let recorder: ((event: InspectionEvent) => void) | undefined;

export function setFlowRecorder(next: ((event: InspectionEvent) => void) | undefined) {
  recorder = next;
}

export function inspectFlow(event: InspectionEvent) {
  recorder?.(event);
}

/** Another inspector (tests, the atlas) and the recorder, both. */
export const withFlowRecorder =
  (inspect?: (event: InspectionEvent) => void) =>
  (event: InspectionEvent): void => {
    inspect?.(event);
    recorder?.(event);
  };
