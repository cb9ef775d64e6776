// The analytics adapter of the spec. Events go to a global analytics function (`window.analytics`),
// product views also to a recommendation hook and a session-tracking hook. Cart amounts are divided by 100
// and tax percentages by 10000, as the spec says; a product view is the spec's catalogue product, its prices
// per store group and market in minor units. Nothing is sent when no tool is on the page, nor without the
// shopper's consent to analytics (docs/decisions/034).
import type { Cart, Market, Product } from '../../openapi/types';
import { readStored } from './stored-values';

export type AnalyticsEvent = 'productview' | 'cart' | 'emptyCart';

/** A market's price of a variant, as the catalogue keeps it (minor units). */
interface MarketPrice {
  country_code: string;
  currency: string;
  base_price_amount: number;
  sale_price_amount: number;
  on_sale: boolean;
}

/** The spec's catalogue product: each variant's prices per store group, each with its markets. */
interface ProductViewPayload {
  product_number: string;
  product_name: string;
  brands: { name: string };
  categoryName: string;
  categories: { name: string; uri: string }[];
  variants: {
    id: string;
    sku: string;
    name: string;
    prices: { store_group_id: string; markets: MarketPrice[] }[];
  }[];
  market: string;
}

declare global {
  interface Window {
    analytics?: (event: AnalyticsEvent, payload: object) => void;
    recommendations?: { productView: (payload: ProductViewPayload & { attributionToken?: string }) => void };
    sessionTracking?: { productView: (payload: ProductViewPayload) => void };
  }
}

export const attributionTokenCookie = 'attributionToken';

/** The shopper's answer read here, not through analytics-consent.ts: that module stays out of the routes' chunks. */
const hasAnalyticsConsent = () => readStored('analyticsConsent')?.choice === 'granted';

function send(event: AnalyticsEvent, payload: object) {
  if (!hasAnalyticsConsent()) return;
  try {
    window.analytics?.(event, { ...payload, attributionToken: readStored('attributionToken') });
  } catch {
    // A failing third-party tool must never break the shop.
  }
}

/**
 * A product view. The product page's catalogue product has each variant's price in the market's store group
 * and the market (what the shop knows of it), so each variant carries that one store group and market.
 */
export function trackProductView(product: Product, market: Market) {
  const payload: ProductViewPayload = {
    product_number: product.product_number,
    product_name: product.product_name,
    brands: { name: product.brand.name },
    categoryName: product.categories[0]?.name ?? '',
    categories: product.categories,
    variants: product.variants.map(({ id, sku, name, price }) => ({
      id,
      sku,
      name,
      prices: price
        ? [
            {
              store_group_id: market.storeGroupId,
              markets: [
                {
                  country_code: market.country,
                  currency: price.currency,
                  base_price_amount: price.base_price_amount,
                  sale_price_amount: price.sale_price_amount,
                  on_sale: price.on_sale,
                },
              ],
            },
          ]
        : [],
    })),
    market: market.enadMarket,
  };
  send('productview', payload);
  if (!hasAnalyticsConsent()) return;
  try {
    window.recommendations?.productView({ ...payload, attributionToken: readStored('attributionToken') });
    window.sessionTracking?.productView(payload);
  } catch {
    // as above
  }
}

/** The cart after every change: 'cart' with its lines, or 'emptyCart' once nothing is left. */
export function trackCart(cart: Cart | null) {
  const items = cart?.items ?? [];
  if (items.length === 0) {
    send('emptyCart', { cartRef: cart?.id });
    return;
  }
  send('cart', {
    cartRef: cart?.id,
    currency: cart?.currencyCode,
    items: items.map((line) => ({
      productVariantId: line.productVariantId,
      productParentId: line.productParentId,
      name: line.displayName ?? line.name,
      quantity: line.quantity,
      price: line.totalPriceAmount / 100,
      tax: line.taxPercentage / 10000,
      categories: line.tags?.categories ?? [],
    })),
  });
}
