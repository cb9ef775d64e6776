// The gift-card section's adapter (docs/decisions/045): the gift-card apply machine applies and removes cards on
// the session's checkout, keeps them for the visit and tells the provider the new amount to pay.
import { fromPromise } from 'xstate';
import { giftCardApplyMachine } from '../../../machines/gift-card-apply/gift-card-apply.machine';
import type { Cart, Checkout, PaymentProviderName } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { ApiError } from '../../api/errors';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { bearer } from '../../session/cart-session';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { checkoutQueryKey, checkoutQueryOptions, klarnaOrderQueryKey } from './checkout.queries';
import { checkoutWidgetKey, type ProviderWidget, syncProviderWidget } from './checkout-session';
import { dropGiftCard, readGiftCards, storeGiftCard } from './gift-card-storage';

export interface GiftCardApplyFlowOptions {
  /** A card was applied and kept: the section empties its fields. */
  onCardStored?: () => void;
}

/** The gift-card apply machine with the app's effects. */
export function giftCardApplyFlow(
  { api, queryClient, session }: FlowEnvironment,
  { onCardStored }: GiftCardApplyFlowOptions = {},
) {
  // The server answers the checkout (applied cards, amount to pay): the summary shows it as it is.
  const showCheckout = (answered: Checkout) => {
    queryClient.setQueryData(checkoutQueryKey, answered);
    return answered;
  };
  // Gift card calls need the checkout token: without it nothing is sent and nothing answered (the spec).
  const checkoutToken = async () => (await session.ready()).getSnapshot().context.checkoutToken;
  return giftCardApplyMachine.provide({
    actors: {
      loadCheckout: fromPromise(async () => {
        const loaded = await queryClient.fetchQuery({ ...checkoutQueryOptions(api, session), staleTime: 0 });
        if (!loaded) throw new ApiError('Checkout not found or expired', 401);
        return { provider: loaded.paymentProvider ?? null, storedCards: readGiftCards() };
      }),
      applyGiftCard: fromPromise(async ({ input }) => {
        const cart = queryClient.getQueryData<Cart | null>(cartQueryKey);
        if (cart && !cart.capabilities?.giftCardProviders.length) throw new Error('no capabilities');
        const token = await checkoutToken();
        if (!token) return null;
        return showCheckout(
          await callData(
            api.shopper.PUT('/shopper-retain24/gift-cards/{giftCardCode}', {
              params: { path: { giftCardCode: input.code } },
              headers: bearer(token),
              body: { pin: input.pin },
            }),
          ),
        );
      }),
      removeGiftCard: fromPromise(async ({ input }) => {
        const token = await checkoutToken();
        if (!token) return null;
        return showCheckout(
          await callData(
            api.shopper.DELETE('/shopper-retain24/gift-cards/{giftCardCode}', {
              params: { path: { giftCardCode: input.code } },
              headers: bearer(token),
            }),
          ),
        );
      }),
      syncProvider: fromPromise<unknown, { provider: PaymentProviderName }>(async ({ input }) => {
        const widget = queryClient.getQueryData<ProviderWidget>(checkoutWidgetKey);
        if (!widget) return null;
        const synced = await syncProviderWidget(api, session, input.provider, widget);
        // The spec: Avarda's sync invalidates the checkout query.
        if (input.provider === 'Avarda') void queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
        // Klarna's order changed: its watched query reads it again, and the page reloads from it.
        if (input.provider === 'KlarnaCheckout')
          await queryClient.invalidateQueries({ queryKey: klarnaOrderQueryKey });
        return synced;
      }),
    },
    actions: {
      storeCard: ({ context }) => {
        const card = context.queue[0];
        if (card) storeGiftCard(card);
        onCardStored?.();
      },
      dropStoredCard: (_, { code: dropped }) => dropGiftCard(dropped),
      // The provider's page shows what the provider was told: the frame loads it again after the sync.
      reloadProviderPage: ({ event }) => {
        const synced = (event as { output?: ProviderWidget | null }).output;
        if (synced) queryClient.setQueryData<ProviderWidget>(checkoutWidgetKey, synced);
      },
    },
  });
}

/** The running gift-card apply flow of a started checkout's gift-card section. */
export function useGiftCardApplyFlow(options: GiftCardApplyFlowOptions) {
  return useFlowActor(giftCardApplyFlow(useFlowEnvironment('shop'), options));
}
