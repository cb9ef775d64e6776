// The shopper session behind the cart: started on the first add, kept in the cart token cookie.
import type { Cart, Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import {
  cartTokenCookie,
  cartTokenLifetimeSeconds,
  deleteCookie,
  readCookie,
  storeGroupIdCookie,
  storeGroupSlugCookie,
  writeCookie,
} from '../../lib/cookies';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The storefront's fixed store id, sent with every add to cart. */
export const storefrontStoreId = 'statefront-web';

export interface CartItemToAdd {
  productVariantId: string;
  quantity: number;
  options?: { parentItem?: string };
}

/** Adds an item to a session's cart with the market details every add carries (the spec). */
export function addCartItem(api: ApiClients, token: string, market: Market, item: CartItemToAdd) {
  return callData(
    api.shopper.POST('/shopper/sessions/items', {
      headers: bearer(token),
      body: {
        ...item,
        market: market.enadMarket,
        lang: market.language,
        store: storefrontStoreId,
        engageLocale: market.engageLocale,
      },
    }),
  );
}

/** The cart of the current session, or null without a live one (an expired token is dropped). */
export async function fetchCart(api: ApiClients): Promise<Cart | null> {
  const token = readCookie(cartTokenCookie);
  if (!token) return null;
  try {
    return (await callData(api.shopper.GET('/shopper/sessions', { headers: bearer(token) }))).cart;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      deleteCookie(cartTokenCookie);
      return null;
    }
    throw error;
  }
}

/** Starts a session for the market and keeps its token, store group id and slug in cookies. */
export async function startSession(api: ApiClients, market: Market): Promise<string> {
  const session = await callData(
    api.shopper.POST('/shopper/sessions/start', {
      body: { storeGroupId: market.storeGroupId, countryCode: market.country, languageCode: market.language },
    }),
  );
  writeCookie(cartTokenCookie, session.token, cartTokenLifetimeSeconds);
  writeCookie(storeGroupIdCookie, market.storeGroupId, cartTokenLifetimeSeconds);
  if (market.storeGroupSlug)
    writeCookie(storeGroupSlugCookie, market.storeGroupSlug, cartTokenLifetimeSeconds);
  return session.token;
}

/** The token of a live session for this market, starting one when there is none or it is another market's. */
export async function sessionTokenFor(api: ApiClients, market: Market): Promise<string> {
  const token = readCookie(cartTokenCookie);
  if (token) {
    const cart = await fetchCart(api);
    if (cart && cart.countryCode === market.country && cart.storeGroupId === market.storeGroupId)
      return token;
  }
  return startSession(api, market);
}
