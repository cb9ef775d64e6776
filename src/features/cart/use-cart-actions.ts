// Cart changes: add (merging on the server), optimistic quantity change with rollback, removal.
// Every change deletes the checkout token and the cached checkout (the spec).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shoppingMarket } from '../../../machines/shopper-session/shopper-session.selectors';
import type { Cart, CartLine } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { ApiError, OutOfStockError } from '../../api/errors';
import { toast } from '../../ui/toast-queue';
import { useShopperSession } from '../session/shopper-session';
import { cartQueryKey } from './cart.queries';
import { applyCartChange } from './cart-change';
import { bearer, cartTokenOf } from './cart-session';
import { addCartItem, type CartItemToAdd, sessionTokenFor } from './cart-start';

/** Child items (options.parentItem) follow their parent's quantity. */
export function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const parent = cart.items.find((line) => line.id === lineId);
  const ratio = parent ? quantity / parent.quantity : 1;
  const update = (line: CartLine): CartLine => {
    if (line.id === lineId) return { ...line, quantity, totalPriceAmount: line.salePriceAmount * quantity };
    if (line.options?.parentItem === lineId) {
      const childQuantity = Math.max(1, Math.round(line.quantity * ratio));
      return { ...line, quantity: childQuantity, totalPriceAmount: line.salePriceAmount * childQuantity };
    }
    return line;
  };
  return { ...cart, items: cart.items.map(update) };
}

export function useCartActions() {
  const { t } = useTranslation('shop');
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useShopperSession();

  const changed = (cart: Cart) => applyCartChange(queryClient, session, cart);
  const failed = (error: unknown) => {
    if (error instanceof OutOfStockError) {
      toast.error(t('cart.outOfStockTitle'), { description: t('cart.outOfStockText') });
    } else {
      const description =
        error instanceof ApiError && error.message === 'ORDER_LIMIT_REACHED'
          ? t('cart.orderLimitReached')
          : error instanceof ApiError && !error.isGeneric
            ? error.message
            : t('somethingWentWrong');
      toast.error(t('cart.errorTitle'), { description });
    }
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
  };

  const add = useMutation({
    mutationFn: async (item: CartItemToAdd) => {
      const token = await sessionTokenFor(api, session);
      return addCartItem(api, token, shoppingMarket((await session.ready()).getSnapshot().context), item);
    },
    onSuccess: ({ cart }) => changed(cart),
    onError: failed,
  });

  const setQuantity = useMutation({
    mutationFn: async ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      callData(
        api.shopper.PUT('/shopper/sessions/items/{id}', {
          params: { path: { id: lineId } },
          headers: bearer(await cartTokenOf(session)),
          body: { quantity },
        }),
      ),
    // Optimistic: show the new quantity at once, roll back if the server refuses.
    onMutate: async ({ lineId, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<Cart | null>(cartQueryKey);
      if (previous) queryClient.setQueryData(cartQueryKey, withQuantity(previous, lineId, quantity));
      return { previous };
    },
    onSuccess: ({ cart }) => changed(cart),
    onError: (error, _variables, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(cartQueryKey, context.previous);
      failed(error);
    },
  });

  const remove = useMutation({
    mutationFn: async (lineId: string) =>
      callData(
        api.shopper.DELETE('/shopper/sessions/items/{id}', {
          params: { path: { id: lineId } },
          headers: bearer(await cartTokenOf(session)),
        }),
      ),
    // Removal resets the cart from the server's answer.
    onSuccess: ({ cart }) => changed(cart),
    onError: failed,
  });

  return { add, setQuantity, remove };
}
