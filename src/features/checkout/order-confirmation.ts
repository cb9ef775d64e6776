// The confirmation's order (docs/decisions/045): the paid checkout's order is created (the Idempotency-Key makes a
// reload or a second arrival answer the same order), and the cart it took is cleared.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callData } from '../../api/clients';
import { removeStored } from '../../lib/stored-values';
import { cartQueryKey } from '../../session/cart.queries';
import { cartTokenOf } from '../../session/cart-session';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { writeIncognitoCart } from '../cart/incognito-cart';
import { endCheckout } from './checkout-session';

type OrderEnvironment = Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>;

/** The Idempotency-Key of each checkout's order attempt in this page. */
const orderAttemptKeys = new Map<string, string>();

/**
 * The Idempotency-Key of the checkout's order attempt: random (128 bits), so that nobody can guess it and use it
 * first, and the same for every retry of the attempt (the query's retries, the page shown again). A reload is a
 * new attempt with a new key: the backend answers a checkout's made order again whatever its key.
 */
function orderAttemptKey(checkoutId: string) {
  let key = orderAttemptKeys.get(checkoutId);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = `order-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    orderAttemptKeys.set(checkoutId, key);
  }
  return key;
}

/** The order of the paid checkout, created once: the backend makes it only for the cart it was started from. */
export const createdOrderQueryOptions = (
  { api, session }: OrderEnvironment,
  checkoutId: string | undefined,
) =>
  queryOptions({
    queryKey: ['checkout', 'order', checkoutId],
    queryFn: async () =>
      callData(
        api.app.POST('/api/brink/create-order/', {
          params: {
            header: {
              'Idempotency-Key': orderAttemptKey(checkoutId ?? ''),
              'Cart-Token': await cartTokenOf(session),
            },
          },
          body: { checkoutId: checkoutId ?? '' },
        }),
      ),
    enabled: Boolean(checkoutId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The order took the cart: the session's cart is empty now, the checkout and its gift cards are done. */
export function clearOrderedCart({ queryClient, session }: Pick<FlowEnvironment, 'queryClient' | 'session'>) {
  void endCheckout(session);
  removeStored('avardaJwt');
  removeStored('_giftcard');
  writeIncognitoCart(null);
  void queryClient.invalidateQueries({ queryKey: cartQueryKey });
}

/** The confirmation's order query; once the order exists, the cart it took is cleared. */
export function useCreatedOrder(checkoutId: string | undefined) {
  const environment = useFlowEnvironment('shop');
  const order = useQuery(createdOrderQueryOptions(environment, checkoutId));
  const created = order.data?.order;
  const { queryClient, session } = environment;
  useEffect(() => {
    if (created) clearOrderedCart({ queryClient, session });
  }, [created, queryClient, session]);
  return order;
}
