// The cart line's adapter (docs/decisions/045): plus, minus and X of a line of the cart panel as the cart's
// mutations (optimistic, rolled back with a toast on a refusal). The view renders the actor's state.
import { fromPromise } from 'xstate';
import { cartLineMachine } from '../../../machines/cart-line/cart-line.machine';
import type { Cart } from '../../../openapi/types';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { cartMutations, runMutation } from './use-cart-actions';

export interface CartLineFlowOptions {
  /** The line's id in the cart. */
  lineId: string;
}

/** The cart-line machine with the app's effects. */
export function cartLineFlow(environment: FlowEnvironment, { lineId }: CartLineFlowOptions) {
  const { queryClient } = environment;
  const mutations = cartMutations(environment);
  return cartLineMachine.provide({
    actors: {
      // The line as the cart shows it when the change runs (the actor outlives the renders of its line).
      changeLine: fromPromise(async ({ input }) => {
        const line = queryClient
          .getQueryData<Cart | null>(cartQueryKey)
          ?.items.find(({ id }) => id === lineId);
        if (!line) throw new Error(`The cart has no line ${lineId}`);
        if (input.action === 'increase')
          return runMutation(queryClient, mutations.increase, {
            lineId: line.id,
            productVariantId: line.productVariantId,
            quantity: line.quantity + 1,
          });
        if (input.action === 'decrease')
          return runMutation(queryClient, mutations.setQuantity, {
            lineId: line.id,
            quantity: line.quantity - 1,
          });
        return runMutation(queryClient, mutations.remove, line.id);
      }),
    },
  });
}

/** The running cart-line flow of one line. */
export function useCartLineFlow(options: CartLineFlowOptions) {
  return useFlowActor(cartLineFlow(useFlowEnvironment('shop'), options));
}
