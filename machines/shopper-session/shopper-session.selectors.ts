// Who is shopping where, read by every feature: the session's context and its selectors. Pure functions
// without xstate, so the shop's entry can use them before the machine itself has loaded.
import type { Market, User } from '../../openapi/types';

/**
 * Who is shopping where: the one source of the market, store group, company, user and tokens. Every cart,
 * price, stock, checkout and order call reads them through the selectors below; the app keeps them in
 * cookies and storage only to restore them (the `persist` action writes them, nothing else does).
 */
export interface ShopperSessionContext {
  /** The market of the URL, as the markets configuration describes it. */
  market: Market;
  userToken: string | null;
  /** The signed-in user, once the accounts service has said who the token belongs to. */
  user: User | null;
  /** The user's store group slug as the login answered it (the store group slug cookie). */
  userStoreGroupSlug: string | null;
  /** The company the signed-in user acts for: their own, as its agent, or any as a super admin. */
  companyId: string | null;
  /** The cart's session; its store group and country are null until the cart has been read. */
  cart: { token: string; storeGroupId: string | null; country: string | null } | null;
  checkoutToken: string | null;
}

export type ShopperSessionEvent =
  | { type: 'session.signIn'; userToken: string; storeGroupSlug?: string }
  | { type: 'session.signOut' }
  | { type: 'session.accountDeleted' }
  | { type: 'session.enterMarket'; market: Market }
  | { type: 'session.chooseCompany'; companyId: string }
  | { type: 'session.userRead'; user: User }
  /** `userToken`: the shopper the cart was started for (null: anonymous), as the session held it then. */
  | { type: 'cart.started'; token: string; storeGroupId: string; country: string; userToken: string | null }
  /** `token`: the cart that was read. */
  | { type: 'cart.read'; token: string; storeGroupId: string; country: string }
  | { type: 'cart.lost'; token: string }
  | { type: 'checkout.started'; token: string }
  | { type: 'checkout.ended' };

export interface ShopperSessionInput {
  market: Market;
  userToken: string | null;
  userStoreGroupSlug?: string | null;
  companyId?: string | null;
  cart: ShopperSessionContext['cart'];
  checkoutToken: string | null;
}

/** The store group the shopper buys in: a signed-in user's own, else the market's. */
export const storeGroupOf = (context: ShopperSessionContext): string =>
  context.user?.store_group ?? context.market.storeGroupId;

/** The market with the shopper's store group: what prices, stock and carts are asked for. */
export function shoppingMarket(context: ShopperSessionContext): Market {
  const storeGroupId = storeGroupOf(context);
  if (storeGroupId === context.market.storeGroupId) return context.market;
  return { ...context.market, storeGroupId, storeGroupSlug: context.userStoreGroupSlug ?? storeGroupId };
}

/** The cart may take this shopper's next add: it lives in their store group and the market's country. */
export const isCartForShopper = (context: ShopperSessionContext): boolean =>
  context.cart !== null &&
  context.cart.storeGroupId === storeGroupOf(context) &&
  context.cart.country === context.market.country;

/** Whether the user may act for the company: a super admin for any, others for their memberships. */
export const mayActFor = (user: User | null, companyId: string): boolean =>
  Boolean(user && (user.is_super_admin || user.organisations.some((company) => company.id === companyId)));

/** The company a user acts for when none is chosen: the first active membership (a super admin: none). */
export function defaultCompanyOf(user: User): string | null {
  if (user.is_super_admin) return null;
  return (
    user.organisations.find((company) => company.status === 'active')?.id ?? user.organisations[0]?.id ?? null
  );
}
