// What follows every change of the cart, apart from the hooks that make one (a lazily loaded reorder uses it
// without react-query's mutations).
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../openapi/types';
import { trackCart } from '../../lib/analytics';
import { cartQueryKey } from '../../session/cart.queries';
import type { ShopperSession } from '../../session/shopper-session';
import { writeIncognitoCart } from './incognito-cart';

const itemAddedListeners = new Set<() => void>();

/** Hears every add to the cart (the checkout selects the cart's first providers after one); answers the unsubscribe. */
export function onItemAdded(listener: () => void) {
  itemAddedListeners.add(listener);
  return () => {
    itemAddedListeners.delete(listener);
  };
}

/**
 * The server's cart after a change: cached, the checkout ended, mirrored for an anonymous shopper, tracked. An
 * add is told to its listeners before the cached checkout goes, so a checkout hears why it ended.
 */
export async function applyCartChange(
  queryClient: QueryClient,
  session: ShopperSession,
  cart: Cart,
  { added = false }: { added?: boolean } = {},
) {
  queryClient.setQueryData(cartQueryKey, cart);
  // A read of the cart under way may answer with the cart from before this change, after it: it is asked again
  // instead (the read under way is dropped, and whoever awaits it gets the new one). An add right after a page
  // loaded was otherwise undone on screen by the page's first read of the cart.
  if (queryClient.isFetching({ queryKey: cartQueryKey }) > 0)
    void queryClient.refetchQueries({ queryKey: cartQueryKey });
  const actor = await session.ready();
  actor.send({ type: 'checkout.ended' });
  if (added) for (const listener of itemAddedListeners) listener();
  queryClient.removeQueries({ queryKey: ['checkout'] });
  if (!actor.getSnapshot().context.userToken) writeIncognitoCart(cart);
  trackCart(cart);
}
