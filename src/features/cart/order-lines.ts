// Lines by SKU, for quick order and reorder: looked up with get-products-by-sku at the shopper's store group,
// then added to the session's cart in one all-or-nothing call.
import type { TFunction } from 'i18next';
import type { Article } from '../../../machines/quick-order/quick-order.rules';
import {
  isCartForShopper,
  shoppingMarket,
} from '../../../machines/shopper-session/shopper-session.selectors';
import type { Cart, Product } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { bearer, fetchCart } from '../../session/cart-session';
import { sessionTokenFor, storefrontStoreId } from '../../session/cart-start';
import type { ShopperSession } from '../../session/shopper-session';

const variantName = (variant: Product['variants'][number]) =>
  [variant.color, variant.size].filter(Boolean).join(', ');

/** Every variant of the products the SKUs find, with what the shopper's cart holds of each product. */
export async function findArticles(
  api: ApiClients,
  session: ShopperSession,
  skus: string[],
): Promise<Article[]> {
  const context = (await session.ready()).getSnapshot().context;
  const market = shoppingMarket(context);
  const [page, cart] = await Promise.all([
    callData(
      api.app.POST('/api/enad/get-products-by-sku/', {
        body: {
          storeGroupSlug: market.storeGroupSlug,
          market: market.enadMarket,
          language: market.language,
          skuQuery: skus.join(','),
          isMultiple: true,
        },
      }),
    ),
    // An order limit counts what the cart already holds; a cart of another store group is not added to.
    isCartForShopper(context) ? fetchCart(api, session) : Promise.resolve(null),
  ]);
  const inCart = new Map<string, number>();
  for (const line of cart?.items ?? [])
    inCart.set(line.productParentId, (inCart.get(line.productParentId) ?? 0) + line.quantity);
  return page.data.flatMap((product) =>
    product.variants.map((variant) => ({
      sku: variant.sku,
      productNumber: product.product_number,
      variantCount: product.variants.length,
      productVariantId: variant.id,
      productParentId: product.id,
      name: product.product_name,
      variant: variantName(variant),
      price: variant.price
        ? { amount: variant.price.sale_price_amount, currency: variant.price.currency }
        : null,
      stock: variant.stock,
      orderLimit: product.orderLimit ?? null,
      inCart: inCart.get(product.id) ?? 0,
    })),
  );
}

/** Adds the items to the shopper's cart in one call: all of them, or none (the cart answers why). */
export async function addItems(
  api: ApiClients,
  session: ShopperSession,
  items: { productVariantId: string; quantity: number }[],
): Promise<Cart> {
  const token = await sessionTokenFor(api, session);
  const market = shoppingMarket((await session.ready()).getSnapshot().context);
  const { cart } = await callData(
    api.shopper.POST('/shopper/sessions/batch-items', {
      headers: bearer(token),
      body: {
        items,
        market: market.enadMarket,
        lang: market.language,
        store: storefrontStoreId,
        engageLocale: market.engageLocale,
      },
    }),
  );
  return cart;
}

/** Why the cart refused lines, in the shopper's language (the cart's catalogue, else the server's text). */
export function cartRefusalText(t: TFunction<'shop'>, message: string | null): string {
  if (message === 'ORDER_LIMIT_REACHED') return t('cart.orderLimitReached');
  if (message === 'out of stock error') return t('cart.outOfStockText');
  return message ?? t('somethingWentWrong');
}
