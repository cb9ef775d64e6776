import type { QueryClient } from '@tanstack/react-query';
import type { ReAddResult } from '../../../machines/market-change/market-change.machine';
import { shoppingMarket } from '../../../machines/shopper-session/shopper-session.selectors';
import type { Cart, Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { trackCart } from '../../lib/analytics';
import { cartQueryKey } from '../../session/cart.queries';
import { addCartItem, type CartItemToAdd, startSession } from '../../session/cart-start';
import type { ShopperSession } from '../../session/shopper-session';
import { readIncognitoCart, topLevelItems, writeIncognitoItems } from './incognito-cart';

/**
 * A new session for the shopper's store group in the session's market with the items added again; those the
 * market refuses (not sold, no stock) are returned. Used by the market change and by the login's cart rebuild.
 */
export async function rebuildCart(
  api: ApiClients,
  queryClient: QueryClient,
  session: ShopperSession,
  items: CartItemToAdd[],
): Promise<{ cart: Cart | null; notAdded: CartItemToAdd[] }> {
  const actor = await session.ready();
  const token = await startSession(api, actor);
  const market = shoppingMarket(actor.getSnapshot().context);
  let cart: Cart | null = null;
  const notAdded: CartItemToAdd[] = [];
  for (const item of items) {
    try {
      cart = (await addCartItem(api, token, market, item)).cart;
    } catch {
      notAdded.push(item);
    }
  }
  if (cart) {
    queryClient.setQueryData(cartQueryKey, cart);
    trackCart(cart);
  } else {
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }
  return { cart, notAdded };
}

/**
 * The market change's last step: a cart in the new market with every item added again: the anonymous
 * shopper's stored items, or a signed-in shopper's cart (in their own store group). Items the market cannot
 * take are reported; an anonymous shopper's stay stored (with the new cart's items), so they are not lost.
 */
export async function reAddCartInMarket(
  api: ApiClients,
  queryClient: QueryClient,
  session: ShopperSession,
  market: Market,
): Promise<ReAddResult> {
  const actor = await session.ready();
  actor.send({ type: 'session.enterMarket', market });
  const signedIn = actor.getSnapshot().context.userToken !== null;
  const items = signedIn
    ? topLevelItems(queryClient.getQueryData<Cart | null>(cartQueryKey))
    : readIncognitoCart();
  const { cart, notAdded } = await rebuildCart(api, queryClient, session, items);
  if (!signedIn) writeIncognitoItems([...topLevelItems(cart), ...notAdded]);
  return { notAdded: notAdded.map((item) => item.productVariantId) };
}
