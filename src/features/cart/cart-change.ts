// What follows every change of the cart, apart from the hooks that make one (a lazily loaded reorder uses it
// without react-query's mutations).
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../openapi/types';
import { trackCart } from '../../lib/analytics';
import type { ShopperSession } from '../session/shopper-session';
import { cartQueryKey } from './cart.queries';
import { writeIncognitoCart } from './incognito-cart';

/** The server's cart after a change: cached, the checkout ended, mirrored for an anonymous shopper, tracked. */
export async function applyCartChange(queryClient: QueryClient, session: ShopperSession, cart: Cart) {
  queryClient.setQueryData(cartQueryKey, cart);
  const actor = await session.ready();
  actor.send({ type: 'checkout.ended' });
  queryClient.removeQueries({ queryKey: ['checkout'] });
  if (!actor.getSnapshot().context.userToken) writeIncognitoCart(cart);
  trackCart(cart);
}
