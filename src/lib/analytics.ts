// The analytics adapter of the spec. Events go to a global analytics function (`window.analytics`),
// product views also to a recommendation hook and a session-tracking hook. Amounts are divided by 100
// and tax percentages by 10000, as the spec says. Nothing is sent when no tool is on the page.
import type { Cart, Market, Product } from '../../openapi/types';
import { readStored } from './stored-values';

export type AnalyticsEvent = 'productview' | 'cart' | 'emptyCart';

interface ProductViewPayload {
  product_number: string;
  product_name: string;
  brand: string;
  categoryName: string;
  categories: { name: string; uri: string }[];
  price: number;
  currency: string;
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

function send(event: AnalyticsEvent, payload: object) {
  try {
    window.analytics?.(event, { ...payload, attributionToken: readStored('attributionToken') });
  } catch {
    // A failing third-party tool must never break the shop.
  }
}

export function trackProductView(product: Product, market: Market) {
  const variant = product.variants[0];
  const payload: ProductViewPayload = {
    product_number: product.product_number,
    product_name: product.product_name,
    brand: product.brand.name,
    categoryName: product.categories[0]?.name ?? '',
    categories: product.categories,
    price: (variant?.price?.sale_price_amount ?? 0) / 100,
    currency: variant?.price?.currency ?? market.currency,
    market: market.enadMarket,
  };
  send('productview', payload);
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
