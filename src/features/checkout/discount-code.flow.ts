// The promo-code section's adapter (docs/decisions/045): the discount code machine applies and removes codes on
// the session's cart; the server's cart replaces the cart, and the checkout starts again.
import { fromPromise } from 'xstate';
import { discountCodeMachine } from '../../../machines/discount-code/discount-code.machine';
import { serverMessageOf } from '../../../machines/shared/rules';
import type { Cart } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { bearer, cartTokenOf } from '../../session/cart-session';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { endCheckout } from './checkout-session';

export interface DiscountCodeFlowOptions {
  /** The cart took the code (or let one go): the section empties its field. */
  onCartReplaced?: () => void;
}

/** The discount code machine with the app's effects. */
export function discountCodeFlow(
  { api, queryClient, session, toast, t }: FlowEnvironment,
  { onCartReplaced }: DiscountCodeFlowOptions = {},
) {
  return discountCodeMachine.provide({
    actors: {
      applyDiscountCode: fromPromise(async ({ input }) =>
        callData(
          api.shopper.POST('/shopper/sessions/discount-codes', {
            headers: bearer(await cartTokenOf(session)),
            body: { discountCode: input.code },
          }),
        ),
      ),
      removeDiscountCode: fromPromise(async ({ input }) =>
        callData(
          api.shopper.DELETE('/shopper/sessions/discount-codes/{code}', {
            params: { path: { code: input.code } },
            headers: bearer(await cartTokenOf(session)),
          }),
        ),
      ),
    },
    actions: {
      // The server's cart replaces the cart; the checkout token and the cached checkout go, which
      // restarts the checkout machine (it listens for the removal of the cached checkout).
      replaceCart: ({ event }) => {
        const { cart: replaced } = (event as unknown as { output: { cart: Cart } }).output;
        queryClient.setQueryData(cartQueryKey, replaced);
        void endCheckout(session);
        queryClient.removeQueries({ queryKey: ['checkout'] });
        onCartReplaced?.();
      },
      showErrorToast: ({ event }) => {
        toast.error(serverMessageOf((event as { error?: unknown }).error) ?? t('unexpectedError'));
      },
    },
  });
}

/** The running discount code flow of the promo-code section. */
export function useDiscountCodeFlow(options: DiscountCodeFlowOptions) {
  return useFlowActor(discountCodeFlow(useFlowEnvironment('shop'), options));
}
