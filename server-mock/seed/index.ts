// The embedded backend's seed: a pure function that builds a fresh, deterministic data set on every call
// (the backend mutates what it gets; a reset calls createSeed() again).
import type { MockData } from '../data';
import { buildAccounts } from './accounts';
import { buildMarkets, buildSettings, buildStoreGroups, DEFAULT_MARKET } from './markets';
import { buildOrders } from './orders';
import { buildProducts } from './products';
import { buildDiscountCodes, buildGiftCards } from './vouchers';

export { PASSWORD } from './accounts';

export function createSeed(): MockData {
  const products = buildProducts();
  const { companies, users } = buildAccounts();
  return {
    markets: buildMarkets(),
    defaultMarket: DEFAULT_MARKET,
    storeGroups: buildStoreGroups(),
    settings: buildSettings(),
    products,
    users,
    companies,
    orders: buildOrders(products, companies, users),
    discountCodes: buildDiscountCodes(),
    giftCards: buildGiftCards(),
    newsletter: [],
    mailbox: [],
  };
}
