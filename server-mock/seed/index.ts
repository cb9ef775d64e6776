// The embedded backend's seed: a pure function that builds a fresh, deterministic data set on every call
// (the backend mutates what it gets; a reset calls createSeed() again).
import type { MockData } from '../data.ts';
import { buildAccounts } from './accounts.ts';
import { buildCompanyFiles } from './company-files.ts';
import { buildStories } from './content.ts';
import { buildMarkets, buildSettings, buildStoreGroups, DEFAULT_MARKET } from './markets.ts';
import { buildOrders } from './orders.ts';
import { buildProducts } from './products.ts';
import { buildDiscountCodes, buildGiftCards } from './vouchers.ts';

export { PASSWORD } from './accounts.ts';

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
    invitations: [],
    stories: buildStories(),
    revalidations: [],
    companyFiles: buildCompanyFiles(),
  };
}
