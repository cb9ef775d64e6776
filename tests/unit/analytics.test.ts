// @vitest-environment happy-dom
// The analytics adapter: what reaches the global analytics function and the product-view hooks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Market, Product } from '../../openapi/types';
import { readIncognitoCart, writeIncognitoCart } from '../../src/features/cart/incognito-cart';
import { trackCart, trackProductView } from '../../src/lib/analytics';
import { chooseAnalytics, forgetAnalyticsChoice } from '../../src/lib/analytics-consent';

const market = { enadMarket: 'no', country: 'NO', currency: 'NOK', storeGroupId: 'sg-consumer' } as Market;
const line = {
  id: 'line-1',
  productVariantId: 'v-1',
  productParentId: 'p-1',
  name: 'Tee, Black, M',
  displayName: 'Tee',
  quantity: 2,
  totalPriceAmount: 39800,
  taxPercentage: 2500,
  tags: { categories: ['T-shirts'] },
} as Cart['items'][number];
const cart = { id: 'cart-1', currencyCode: 'SEK', items: [line] } as Cart;

// The shopper consented to analytics (docs/decisions/034), but where a test says otherwise.
beforeEach(() => chooseAnalytics('granted'));

afterEach(() => {
  forgetAnalyticsChoice();
  window.analytics = undefined;
  window.recommendations = undefined;
  window.sessionTracking = undefined;
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: test setup
  document.cookie = 'attributionToken=; Max-Age=0';
});

describe('analytics adapter', () => {
  it.each(['denied', undefined] as const)('sends nothing when the shopper answered %s', (choice) => {
    const analytics = vi.fn();
    const productView = vi.fn();
    window.analytics = analytics;
    window.recommendations = { productView };
    if (choice) chooseAnalytics(choice);
    else {
      localStorage.clear();
      forgetAnalyticsChoice();
    }
    trackCart(cart);
    trackCart(null);
    trackProductView(
      {
        product_number: 'p',
        product_name: 'P',
        brand: { name: 'B' },
        categories: [],
        variants: [],
      } as unknown as Product,
      market,
    );
    expect(analytics).not.toHaveBeenCalled();
    expect(productView).not.toHaveBeenCalled();
  });

  it('sends the cart with amounts / 100 and tax / 10000, and the attribution token', () => {
    const analytics = vi.fn();
    window.analytics = analytics;
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'attributionToken=at-42';
    trackCart(cart);
    expect(analytics).toHaveBeenCalledWith('cart', {
      cartRef: 'cart-1',
      currency: 'SEK',
      attributionToken: 'at-42',
      items: [
        {
          productVariantId: 'v-1',
          productParentId: 'p-1',
          name: 'Tee',
          quantity: 2,
          price: 398,
          tax: 0.25,
          categories: ['T-shirts'],
        },
      ],
    });
  });

  it("sends 'emptyCart' once nothing is left", () => {
    const analytics = vi.fn();
    window.analytics = analytics;
    trackCart({ ...cart, items: [] });
    expect(analytics).toHaveBeenCalledWith('emptyCart', expect.objectContaining({ cartRef: 'cart-1' }));
  });

  it('passes a product view to analytics, the recommendation hook and the session-tracking hook', () => {
    const analytics = vi.fn();
    const recommendation = vi.fn();
    const session = vi.fn();
    window.analytics = analytics;
    window.recommendations = { productView: recommendation };
    window.sessionTracking = { productView: session };
    const product = {
      product_number: 'TS-1',
      product_name: 'Tee',
      brand: { name: 'Nordvik' },
      categories: [{ name: 'T-shirts', uri: 't-shirts' }],
      variants: [
        {
          id: 'v-1',
          sku: 'TS-1-S',
          name: 'Tee, S',
          price: { currency: 'NOK', base_price_amount: 29900, sale_price_amount: 24900, on_sale: true },
        },
        { id: 'v-2', sku: 'TS-1-M', name: 'Tee, M' },
      ],
    } as Product;
    trackProductView(product, market);
    // The spec's catalogue product: prices per store group and market, base and sale price, on sale.
    const expected = {
      product_number: 'TS-1',
      product_name: 'Tee',
      brands: { name: 'Nordvik' },
      categories: [{ name: 'T-shirts', uri: 't-shirts' }],
      categoryName: 'T-shirts',
      market: 'no',
      variants: [
        {
          id: 'v-1',
          sku: 'TS-1-S',
          name: 'Tee, S',
          prices: [
            {
              store_group_id: 'sg-consumer',
              markets: [
                {
                  country_code: 'NO',
                  currency: 'NOK',
                  base_price_amount: 29900,
                  sale_price_amount: 24900,
                  on_sale: true,
                },
              ],
            },
          ],
        },
        { id: 'v-2', sku: 'TS-1-M', name: 'Tee, M', prices: [] },
      ],
    };
    expect(analytics).toHaveBeenCalledWith('productview', { ...expected, attributionToken: undefined });
    expect(recommendation).toHaveBeenCalledWith({ ...expected, attributionToken: undefined });
    expect(session).toHaveBeenCalledWith(expected);
  });

  it('never lets a failing tool break the shop', () => {
    window.analytics = () => {
      throw new Error('tool down');
    };
    expect(() => trackCart(cart)).not.toThrow();
  });
});

describe('incognito cart', () => {
  it('mirrors the top-level lines of a cart', () => {
    writeIncognitoCart({
      ...cart,
      items: [line, { ...line, id: 'child', productVariantId: 'v-2', options: { parentItem: 'line-1' } }],
    });
    expect(readIncognitoCart()).toEqual([{ productVariantId: 'v-1', quantity: 2 }]);
  });

  it.each(['{broken', '{"a":1}', '[{"productVariantId":"","quantity":1},{"quantity":"x"}]', '"text"'])(
    'ignores a corrupted or foreign value (%s)',
    (value) => {
      localStorage.setItem('incognitoCart', value);
      expect(readIncognitoCart()).toEqual([]);
    },
  );
});
