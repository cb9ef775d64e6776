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

/**
 * The shopper changed (a logout, another login) while a cart call made for the one before was under way: its
 * answer belongs to nobody in this tab and is dropped, without a word to the shopper now here (issue 30, item 7).
 */
export class ShopperChangedError extends Error {
  constructor() {
    super('The shopper changed while the cart call was under way');
    this.name = 'ShopperChangedError';
  }
}

/** Starts a cart session for the shopper's store group in the market; the session keeps its token. */
export async function startSession(api: ApiClients, actor: ShopperSessionActor): Promise<string> {
  const { context } = actor.getSnapshot();
  const market = shoppingMarket(context);
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
    userToken: context.userToken,
  });
  // The session did not take it: the shopper it was started for has gone.
  if (actor.getSnapshot().context.cart?.token !== session.token) throw new ShopperChangedError();
  return session.token;
}

/** An add's answer, if the cart it went to is still the shopper's (else dropped: the shopper has gone). */
export function stillTheShoppersCart(actor: ShopperSessionActor, token: string) {
  if (actor.getSnapshot().context.cart?.token !== token) throw new ShopperChangedError();
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
