import type { QueryClient } from '@tanstack/react-query';
import type { ReAddResult } from '../../../machines/market-change/market-change.machine';
import type { Cart, Market } from '../../../openapi/types';
import type { ApiClients } from '../../api/clients';
import { callData } from '../../api/clients';
import { trackCart } from '../../lib/analytics';
import { cartQueryKey } from './cart.queries';
import { bearer, startSession } from './cart-session';
import { type IncognitoItem, incognitoCartKey, readIncognitoCart } from './incognito-cart';
import { storefrontStoreId } from './use-cart-actions';

/**
 * The market change's last step: a cart in the new market with every stored item added again. Items the
 * market cannot take are reported and stay stored (with the new cart's items), so they are not lost.
 */
export async function reAddIncognitoCart(
  api: ApiClients,
  queryClient: QueryClient,
  market: Market,
): Promise<ReAddResult> {
  const stored = readIncognitoCart();
  const token = await startSession(api, market);
  let cart: Cart | null = null;
  const notAdded: IncognitoItem[] = [];
  for (const item of stored) {
    try {
      const answer = await callData(
        api.shopper.POST('/shopper/sessions/items', {
          headers: bearer(token),
          body: {
            productVariantId: item.productVariantId,
            quantity: item.quantity,
            market: market.enadMarket,
            lang: market.language,
            store: storefrontStoreId,
            engageLocale: market.engageLocale,
          },
        }),
      );
      cart = answer.cart;
    } catch {
      notAdded.push(item);
    }
  }
  const kept: IncognitoItem[] = [
    ...(cart?.items ?? [])
      .filter((line) => !line.options?.parentItem)
      .map((line) => ({ productVariantId: line.productVariantId, quantity: line.quantity })),
    ...notAdded,
  ];
  localStorage.setItem(incognitoCartKey, JSON.stringify(kept));
  if (cart) {
    queryClient.setQueryData(cartQueryKey, cart);
    trackCart(cart);
  } else {
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
  }
  return { notAdded: notAdded.map((item) => item.productVariantId) };
}
