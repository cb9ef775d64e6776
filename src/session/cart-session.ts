// The cart of the shopper session, read by the header's cart button (so in the entry: keep it small).
import type { Cart } from '../../openapi/types';
import type { ApiClients } from '../api/clients';
import { callData } from '../api/clients';
import { ApiError } from '../api/errors';
import type { ShopperSession } from './shopper-session';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of the session's cart; changes to lines and codes can only be made in the session that holds them. */
export async function cartTokenOf(session: ShopperSession): Promise<string> {
  const token = (await session.ready()).getSnapshot().context.cart?.token;
  if (!token) throw new ApiError('Session not found or expired', 401);
  return token;
}

/** The cart of the shopper's session, or null without a live one (an expired session is dropped). */
export async function fetchCart(api: ApiClients, session: ShopperSession): Promise<Cart | null> {
  // A visitor the browser keeps nothing of has no cart: the session need not load to say so (decision 059).
  const actor = await session.readyIfKept();
  const token = actor?.getSnapshot().context.cart?.token;
  if (!token) return null;
  try {
    const { cart } = await callData(api.shopper.GET('/shopper/sessions', { headers: bearer(token) }));
    actor?.send({ type: 'cart.read', token, storeGroupId: cart.storeGroupId, country: cart.countryCode });
    return cart;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      actor?.send({ type: 'cart.lost', token });
      return null;
    }
    throw error;
  }
}
