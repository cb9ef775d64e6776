import type { Context } from 'hono';
import type { Market, Product } from '../../openapi/types.ts';
import type { MockApp, MockEnv } from '../app.ts';
import type { SeedProduct } from '../data.ts';
import { productImageSvg } from '../images.ts';
import type { Store } from '../store.ts';
import { signedInUser } from './accounts.ts';
import { apiError, bodyOf, findMarket } from './respond.ts';

const imageSize = 400;
const imageUrl = (productId: string, variantId: string) =>
  `/api/media/products/${productId}/${variantId}.svg`;

/** A seed product as the contract shows it: priced for one store group and market. */
export function toProduct(
  product: SeedProduct,
  storeGroupId: string,
  countryCode: string,
  currency: string,
): Product {
  const firstVariant = product.variants[0];
  return {
    id: product.id,
    product_number: product.product_number,
    product_name: product.product_name,
    slug: product.slug,
    description: product.description,
    brand: { name: product.brand },
    categories: product.categories,
    images: firstVariant
      ? [
          {
            url: imageUrl(product.id, firstVariant.id),
            width: imageSize,
            height: imageSize,
            alt: product.product_name,
          },
        ]
      : [],
    ...(product.orderLimit ? { orderLimit: product.orderLimit } : {}),
    ...(product.childItems ? { childItems: product.childItems } : {}),
    variants: product.variants.map((variant) => {
      const price = variant.prices[storeGroupId]?.[countryCode];
      return {
        id: variant.id,
        sku: variant.sku,
        name: variant.name,
        ...(variant.color ? { color: variant.color } : {}),
        ...(variant.size ? { size: variant.size } : {}),
        imageUrl: imageUrl(product.id, variant.id),
        ...(price
          ? {
              price: {
                currency,
                base_price_amount: price.base,
                sale_price_amount: price.sale,
                on_sale: price.sale < price.base,
              },
            }
          : {}),
        stock: variant.stock,
      };
    }),
  };
}

const productsOfStoreGroup = (store: Store, storeGroupId: string) =>
  store.data.products.filter((product) => product.storeGroupIds.includes(storeGroupId));

/**
 * The store group a catalogue read is for: the `storeGroupId` asked for, else the market's (consumer) one. Another
 * store group's assortment (a business one, with products no consumer sees) is shown only to a signed-in user of
 * it (docs/decisions/046); to anyone else it does not exist, as an unknown one (undefined: 404).
 */
function storeGroupOfRead(c: Context<MockEnv>, market: Market): string | undefined {
  const storeGroupId = c.req.query('storeGroupId') || market.storeGroupId;
  const storeGroup = c.var.store.data.storeGroups.find((group) => group.id === storeGroupId);
  if (!storeGroup?.countryCodes.includes(market.country)) return undefined;
  if (storeGroupId === market.storeGroupId || signedInUser(c)?.store_group === storeGroupId)
    return storeGroupId;
  return undefined;
}

export function catalogueRoutes(app: MockApp) {
  app.get('/api/products/', (c) => {
    const market = findMarket(c.var.store, c.req.query('market') ?? '');
    if (!market) return apiError(c, 404, 'Market not found');
    // An empty value is an absent one, as the contract check treats it (not a page size of 0).
    const page = Number(c.req.query('page') || 1);
    const perPage = Number(c.req.query('perPage') || 24);
    const category = c.req.query('category');
    // A business buyer's grid shows their store group's assortment and prices (the market's consumer one else).
    const storeGroupId = storeGroupOfRead(c, market);
    if (!storeGroupId) return apiError(c, 404, 'Store group not found');
    const all = productsOfStoreGroup(c.var.store, storeGroupId).filter(
      (product) => !category || product.categories.some((entry) => entry.uri === category),
    );
    const data = all
      .slice((page - 1) * perPage, page * perPage)
      .map((product) => toProduct(product, storeGroupId, market.country, market.currency));
    return c.json({
      data,
      total: all.length,
      total_pages: Math.max(1, Math.ceil(all.length / perPage)),
      page,
    });
  });

  app.get('/api/products/:slug', (c) => {
    const market = findMarket(c.var.store, c.req.query('market') ?? '');
    if (!market) return apiError(c, 404, 'Market not found');
    // A business buyer opens their store group's products (the business-only ones too) at its prices.
    const storeGroupId = storeGroupOfRead(c, market);
    if (!storeGroupId) return apiError(c, 404, 'Store group not found');
    const product = productsOfStoreGroup(c.var.store, storeGroupId).find(
      (entry) => entry.slug === c.req.param('slug'),
    );
    if (!product) return apiError(c, 404, 'Product not found');
    return c.json(toProduct(product, storeGroupId, market.country, market.currency));
  });

  app.get('/api/categories/', (c) => {
    const market = findMarket(c.var.store, c.req.query('market') ?? '');
    if (!market) return apiError(c, 404, 'Market not found');
    const categories = new Map<string, { name: string; uri: string; count: number }>();
    for (const product of productsOfStoreGroup(c.var.store, market.storeGroupId)) {
      for (const { name, uri } of product.categories) {
        const entry = categories.get(uri) ?? { name, uri, count: 0 };
        entry.count += 1;
        categories.set(uri, entry);
      }
    }
    return c.json({ categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)) });
  });

  app.post('/api/enad/get-products-by-sku/', (c) => {
    const body = bodyOf<{ storeGroupSlug: string; market: string; skuQuery: string; isMultiple: boolean }>(c);
    // By slug, or by id: a signed-in shopper without a cart has no slug kept (the session keeps it with the cart).
    const storeGroup = c.var.store.data.storeGroups.find(
      (group) => group.slug === body.storeGroupSlug || group.id === body.storeGroupSlug,
    );
    if (!storeGroup) return apiError(c, 400, `Unknown store group: ${body.storeGroupSlug}`);
    const market = findMarket(c.var.store, body.market);
    if (!market) return apiError(c, 400, `Unknown market: ${body.market}`);
    const skus = body.skuQuery
      .split(',')
      .map((sku) => sku.trim())
      .filter(Boolean);
    const products = productsOfStoreGroup(c.var.store, storeGroup.id);
    // A product number or a variant's SKU finds the product; each product once, in the order first asked for.
    const bySku = new Map<string, (typeof products)[number]>();
    for (const product of products) {
      bySku.set(product.product_number, product);
      for (const variant of product.variants) bySku.set(variant.sku, product);
    }
    const found = [...new Set(skus.map((sku) => bySku.get(sku)))]
      .filter((product) => product !== undefined)
      .slice(0, body.isMultiple ? undefined : 1)
      .map((product) => toProduct(product, storeGroup.id, market.country, market.currency));
    return c.json({ data: found, total: found.length, total_pages: 1, page: 1 });
  });

  app.get('/api/media/products/:productId/:image', (c) => {
    const product = c.var.store.data.products.find((entry) => entry.id === c.req.param('productId'));
    const variantId = c.req.param('image').replace(/\.svg$/, '');
    const variant = product?.variants.find((entry) => entry.id === variantId);
    if (!product || !variant) return apiError(c, 404, 'Image not found');
    const width = Number(c.req.query('w') ?? imageSize);
    c.header('content-type', 'image/svg+xml');
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(productImageSvg(product, variant, width));
  });
}
