// Starting the shopper's cart session on the first add, for the shopper's store group and market.
import { isCartForShopper, shoppingMarket } from '../../machines/shopper-session/shopper-session.selectors';
import type { Market } from '../../openapi/types';
import type { ApiClients } from '../api/clients';
import { callData } from '../api/clients';
import { bearer, fetchCart } from './cart-session';
import type { ShopperSession, ShopperSessionActor } from './shopper-session';

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

/** Starts a cart session for the shopper's store group in the market; the session keeps its token. */
export async function startSession(api: ApiClients, actor: ShopperSessionActor): Promise<string> {
  const market = shoppingMarket(actor.getSnapshot().context);
  const session = await callData(
    api.shopper.POST('/shopper/sessions/start', {
      body: { storeGroupId: market.storeGroupId, countryCode: market.country, languageCode: market.language },
    }),
  );
  actor.send({
    type: 'cart.started',
    token: session.token,
    storeGroupId: market.storeGroupId,
    country: market.country,
  });
  return session.token;
}

/** The token of a cart the shopper's next add may use: theirs when it fits, else a new one. */
export async function sessionTokenFor(api: ApiClients, session: ShopperSession): Promise<string> {
  const actor = await session.ready();
  const { cart } = actor.getSnapshot().context;
  // A kept cart whose store group and country are not known yet is read first.
  if (cart && (cart.storeGroupId === null || cart.country === null)) await fetchCart(api, session);
  const context = actor.getSnapshot().context;
  if (context.cart && isCartForShopper(context)) return context.cart.token;
  return startSession(api, actor);
}
