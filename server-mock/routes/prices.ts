// Live prices and stock of a product parent's variants in a store group and market. Never cached.
import type { Context } from 'hono';
import type { MockApp, MockEnv } from '../app.ts';
import { apiError, marketByCountry } from './respond.ts';

/** The product parent of the path as sold in its store group and market, or the 404 that says why not. */
function productInMarket(c: Context<MockEnv>) {
  const { store } = c.var;
  c.header('cache-control', 'no-store');
  const productParentId = c.req.param('productParentId') ?? '';
  const storeGroupId = c.req.param('storeGroupId') ?? '';
  const countryCode = c.req.param('countryCode') ?? '';
  const product = store.data.products.find((entry) => entry.id === productParentId);
  if (!product) return { problem: apiError(c, 404, `Product not found: ${productParentId}`) };
  const storeGroup = store.data.storeGroups.find((group) => group.id === storeGroupId);
  if (!storeGroup || !product.storeGroupIds.includes(storeGroupId))
    return { problem: apiError(c, 404, `Product not sold in store group: ${storeGroupId}`) };
  const market = marketByCountry(store, countryCode);
  if (!market || !storeGroup.countryCodes.includes(market.country))
    return { problem: apiError(c, 404, `Market not found: ${countryCode}`) };
  return { product, storeGroupId, market };
}

export function priceRoutes(app: MockApp) {
  app.get(
    '/shopper/prices/product-parents/:productParentId/store-groups/:storeGroupId/markets/:countryCode',
    (c) => {
      const found = productInMarket(c);
      if (found.problem) return found.problem;
      const { product, storeGroupId, market } = found;
      const data = product.variants.flatMap((variant) => {
        const price = variant.prices[storeGroupId]?.[market.country];
        if (!price) return [];
        return [
          {
            productVariantId: variant.id,
            currencyCode: market.currency,
            basePriceAmount: price.base,
            salePriceAmount: price.sale,
            discountAmount: price.base - price.sale,
          },
        ];
      });
      return c.json({ data });
    },
  );

  app.get(
    '/shopper/stocks/product-parents/:productParentId/store-groups/:storeGroupId/markets/:countryCode',
    (c) => {
      const found = productInMarket(c);
      if (found.problem) return found.problem;
      const data = found.product.variants.map((variant) => ({
        productVariantId: variant.id,
        availableQuantity: variant.stock,
      }));
      return c.json({ data });
    },
  );
}
