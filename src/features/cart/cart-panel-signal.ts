// Opens the header's cart panel from elsewhere (a reorder lands the shopper there), with what could not be
// added. A window event rather than a shared store: the lazily loaded sender then shares no module with the
// entry, whose chunking (and the home's budget) stays as it is.
import type { LineProblem } from '../../../machines/quick-order/quick-order.rules';

/** A line that was not added, and why. */
export interface NotAddedLine {
  name: string;
  sku: string;
  problem: LineProblem;
  stock?: number;
  limit?: number | null;
}

export const openCartPanelEvent = 'statefront:open-cart-panel';

export type OpenCartPanelEvent = CustomEvent<{ notAdded: NotAddedLine[] }>;

/** Asks the header's cart button to open its panel. */
export const openCartPanel = (notAdded: NotAddedLine[]) =>
  window.dispatchEvent(new CustomEvent(openCartPanelEvent, { detail: { notAdded } }));
