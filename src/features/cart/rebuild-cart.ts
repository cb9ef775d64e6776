import type { QueryClient } from '@tanstack/react-query';
import type { ReAddResult } from '../../../machines/market-change/market-change.machine';
import type { Cart, Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { trackCart } from '../../lib/analytics';
import { cartQueryKey } from './cart.queries';
import { addCartItem, type CartItemToAdd, startSession } from './cart-session';
import { incognitoCartKey, readIncognitoCart, topLevelItems } from './incognito-cart';

/**
 * A new session for the market with the items added again; those the market refuses (not sold, no
 * stock) are returned. Used by the market change and by the login's cart rebuild.
 */
export async function rebuildCart(
  api: ApiClients,
  queryClient: QueryClient,
  market: Market,
  items: CartItemToAdd[],
): Promise<{ cart: Cart | null; notAdded: CartItemToAdd[] }> {
  const token = await startSession(api, market);
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
 * The market change's last step: a cart in the new market with every stored item added again. Items the
 * market cannot take are reported and stay stored (with the new cart's items), so they are not lost.
 */
export async function reAddIncognitoCart(
  api: ApiClients,
  queryClient: QueryClient,
  market: Market,
): Promise<ReAddResult> {
  const { cart, notAdded } = await rebuildCart(api, queryClient, market, readIncognitoCart());
  localStorage.setItem(incognitoCartKey, JSON.stringify([...topLevelItems(cart), ...notAdded]));
  return { notAdded: notAdded.map((item) => item.productVariantId) };
}
