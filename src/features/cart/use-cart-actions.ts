// Cart changes: add (merging on the server), optimistic quantity change with rollback, removal.
// Every change deletes the checkout token and the cached checkout (the spec). The changes are react-query
// mutations: views run them with `useCartActions`, a flow's adapter (cart-line.flow.ts) with `runMutation`.
import { MutationObserver, mutationOptions, type QueryClient, useMutation } from '@tanstack/react-query';
import { shoppingMarket } from '../../../machines/shopper-session/shopper-session.selectors';
import type { Cart, CartLine } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { ApiError, OutOfStockError } from '../../api/errors';
import { notifyAtOnce } from '../../lib/notify-at-once';
import { cartQueryKey } from '../../session/cart.queries';
import { bearer, cartTokenOf } from '../../session/cart-session';
import {
  addCartItem,
  type CartItemToAdd,
  ShopperChangedError,
  sessionTokenFor,
  stillTheShoppersCart,
} from '../../session/cart-start';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { applyCartChange } from './cart-change';

/**
 * The cart with a line's new quantity, shown before the server answers: child items (options.parentItem) follow
 * their parent's quantity, and the totals move by the lines' change (prices include tax) as the server computes
 * them: the sub total at sale prices before the discount codes, the discount total what the codes take off
 * (docs/decisions/026). The server's cart replaces it when it answers; shipping stays as it was until then.
 */
export function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const parent = cart.items.find((line) => line.id === lineId);
  const ratio = parent ? quantity / parent.quantity : 1;
  const percentOff = Math.min(
    100,
    cart.discountCodes.reduce((sum, code) => sum + (code.percentOff ?? 0), 0),
  );
  let change = 0;
  let saleChange = 0;
  let tax = 0;
  const requantify = (line: CartLine, next: number): CartLine => {
    const saleTotal = line.salePriceAmount * next;
    const codeDiscount = Math.round((saleTotal * percentOff) / 100);
    const totalPriceAmount = saleTotal - codeDiscount;
    const amount = totalPriceAmount - line.totalPriceAmount;
    change += amount;
    saleChange += line.salePriceAmount * (next - line.quantity);
    tax += Math.round((amount * line.taxPercentage) / (10000 + line.taxPercentage));
    return {
      ...line,
      quantity: next,
      totalPriceAmount,
      totalDiscountAmount: line.discountAmount * next + codeDiscount,
    };
  };
  const items = cart.items.map((line) => {
    if (line.id === lineId) return requantify(line, quantity);
    if (line.options?.parentItem === lineId)
      return requantify(line, Math.max(1, Math.round(line.quantity * ratio)));
    return line;
  });
  const { totals } = cart;
  return {
    ...cart,
    items,
    totals: {
      ...totals,
      subTotal: totals.subTotal + saleChange,
      grandTotal: totals.grandTotal + change,
      taxTotal: totals.taxTotal + tax,
      discountTotal: Math.max(0, totals.discountTotal + saleChange - change),
    },
  };
}

/** What the cart's changes use: the clients, the cache, the session, and toasts with the `shop` texts. */
export type CartEnvironment = Pick<FlowEnvironment, 'api' | 'queryClient' | 'session' | 'toast' | 't'>;

/** A cart line as the plus button changes it: its variant is added once more, shown at `quantity` at once. */
export interface LineIncrease {
  lineId: string;
  productVariantId: string;
  quantity: number;
}

/** The cart's changes as mutation options, with their optimistic display, rollback and failure toasts. */
export function cartMutations({ api, queryClient, session, toast, t }: CartEnvironment) {
  const changed = (cart: Cart) => applyCartChange(queryClient, session, cart);
  const added = (cart: Cart) => applyCartChange(queryClient, session, cart, { added: true });
  const failed = (error: unknown) => {
    // Pressed by a shopper who has logged out since: nothing to tell the one here now.
    if (error instanceof ShopperChangedError) return;
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

  const addItem = async (item: CartItemToAdd) => {
    // Who pressed it (if the session knows yet): an add pressed before a logout is not made for the next shopper.
    const shopper = session.current()?.getSnapshot().context.userToken;
    const actor = await session.ready();
    if (shopper !== undefined && actor.getSnapshot().context.userToken !== shopper)
      throw new ShopperChangedError();
    const token = await sessionTokenFor(api, session);
    const answer = await addCartItem(api, token, shoppingMarket(actor.getSnapshot().context), item);
    stillTheShoppersCart(actor, token);
    return answer;
  };
  /** Shows the new cart at once, and puts the previous one back if the server refuses. */
  const optimistic = {
    onMutate: async ({ lineId, quantity }: { lineId: string; quantity: number }) => {
      // First: a cart request under way must not overwrite the new quantity.
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<Cart | null>(cartQueryKey);
      // Shown in the frame the press paints, beside the line's busy buttons (notifyAtOnce).
      if (previous)
        notifyAtOnce(() => queryClient.setQueryData(cartQueryKey, withQuantity(previous, lineId, quantity)));
      return { previous };
    },
    onError: (error: unknown, _variables: unknown, context: { previous?: Cart | null } | undefined) => {
      if (context?.previous !== undefined) queryClient.setQueryData(cartQueryKey, context.previous);
      failed(error);
    },
  };

  return {
    add: mutationOptions({
      mutationFn: addItem,
      onSuccess: ({ cart }) => added(cart),
      onError: failed,
    }),
    /** Plus on a cart line: adds one on the server (merged there), shown at once. */
    increase: mutationOptions({
      mutationFn: (line: LineIncrease) => addItem({ productVariantId: line.productVariantId, quantity: 1 }),
      ...optimistic,
      onSuccess: ({ cart }) => added(cart),
    }),
    setQuantity: mutationOptions({
      mutationFn: async ({ lineId, quantity }: { lineId: string; quantity: number }) =>
        callData(
          api.shopper.PUT('/shopper/sessions/items/{id}', {
            params: { path: { id: lineId } },
            headers: bearer(await cartTokenOf(session)),
            body: { quantity },
          }),
        ),
      ...optimistic,
      onSuccess: ({ cart }) => changed(cart),
    }),
    remove: mutationOptions({
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
    }),
  };
}

/** Runs a mutation outside React, as `mutateAsync` does (its callbacks included). */
export function runMutation<TData, TVariables, TContext>(
  queryClient: QueryClient,
  options: ReturnType<typeof mutationOptions<TData, Error, TVariables, TContext>>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** The cart's changes as mutations of the view. */
export function useCartActions() {
  const mutations = cartMutations(useFlowEnvironment('shop'));
  return {
    add: useMutation(mutations.add),
    increase: useMutation(mutations.increase),
    setQuantity: useMutation(mutations.setQuantity),
    remove: useMutation(mutations.remove),
  };
}
