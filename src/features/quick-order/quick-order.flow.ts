// The quick order's adapter (docs/decisions/045): the typed, pasted or uploaded SKUs are looked up at the
// shopper's store group, and the valid lines added to their cart in one call (cart/order-lines.ts). The view
// renders the actor's state.
import { fromPromise } from 'xstate';
import { quickOrderMachine } from '../../../machines/quick-order/quick-order.machine';
import type { Cart } from '../../../openapi/types';
import { useFlowActor } from '../../lib/flow-actor';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { applyCartChange } from '../cart/cart-change';
import { addItems, findArticles } from '../cart/order-lines';

export interface QuickOrderFlowOptions {
  /** The lines are in the cart: the view clears what it holds of them (the pasted text). */
  onLinesAdded?: () => void;
}

/** The quick-order machine with the app's effects. */
export function quickOrderFlow(
  { api, queryClient, session }: FlowEnvironment,
  { onLinesAdded }: QuickOrderFlowOptions = {},
) {
  return quickOrderMachine.provide({
    actors: {
      checkLines: fromPromise(({ input }) => findArticles(api, session, input.skus)),
      addLines: fromPromise(async ({ input }) => ({ cart: await addItems(api, session, input.items) })),
    },
    actions: {
      replaceCart: ({ event }) => {
        void applyCartChange(
          queryClient,
          session,
          (event as unknown as { output: { cart: Cart } }).output.cart,
        );
        onLinesAdded?.();
      },
    },
  });
}

/** The running quick-order flow. */
export function useQuickOrderFlow(options: QuickOrderFlowOptions) {
  return useFlowActor(quickOrderFlow(useFlowEnvironment('shop'), options));
}
