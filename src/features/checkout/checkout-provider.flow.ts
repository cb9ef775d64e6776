// The checkout's adapter (docs/decisions/045): the checkout provider machine's actors and actions from the API,
// the query cache and the shopper session. The checkout page renders the actor's state and the provider's frame.
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  type CheckoutCart,
  checkoutProviderMachine,
} from '../../../machines/checkout-provider/checkout-provider.machine';
import type { Cart, User } from '../../../openapi/types';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey, cartQueryOptions } from '../../session/cart.queries';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { onItemAdded } from '../cart/cart-change';
import { cartMutations, runMutation } from '../cart/use-cart-actions';
import { checkoutQueryKey, checkoutQueryOptions } from './checkout.queries';
import {
  checkoutProvidersOf,
  checkoutWidgetKey,
  endCheckout,
  type KnownCustomer,
  knownCustomerOf,
  type ProviderWidget,
  providerSlugs,
  startProviderWidget,
} from './checkout-session';
import { presetOf, sessionCustomerChoice, storeChoiceOnCart } from './customer-choice';

/**
 * What the provider is handed before it asks: for a business buyer the company the session acts for (its buyer,
 * shipping and billing address, which the session's cart then holds for the order), else the signed-in shopper's
 * own details; nothing for a visitor.
 */
export async function customerPresetFor(
  environment: Pick<FlowEnvironment, 'api' | 'queryClient' | 'session'>,
  shopper: User | null,
): Promise<KnownCustomer | undefined> {
  if (!shopper) return undefined;
  const choice = await sessionCustomerChoice(environment, shopper);
  if (!choice.company) return knownCustomerOf(shopper);
  await storeChoiceOnCart(environment, choice);
  return presetOf(choice);
}

/** The checkout provider machine with the app's effects. */
export function checkoutProviderFlow(environment: FlowEnvironment) {
  const { api, queryClient, session, navigate, toast, t } = environment;
  const cartLines = () => queryClient.getQueryData<Cart | null>(cartQueryKey)?.items ?? [];
  return checkoutProviderMachine.provide({
    actors: {
      loadCart: fromPromise(async (): Promise<CheckoutCart> => {
        const loaded = await queryClient.fetchQuery({ ...cartQueryOptions(api, session), staleTime: 0 });
        // The payment provider saved on a live checkout (a reload keeps the one selected after an add).
        const saved = await queryClient
          .fetchQuery({ ...checkoutQueryOptions(api, session), staleTime: 0 })
          .catch(() => null);
        return {
          itemCount: loaded?.items.length ?? 0,
          paymentProviders: loaded?.capabilities?.paymentProviders.map((provider) => provider.name) ?? null,
          savedProvider: saved?.paymentProvider ?? null,
        };
      }),
      startProvider: fromPromise(async ({ input }) => {
        const { user, market } = (await session.ready()).getSnapshot().context;
        const customer = await customerPresetFor(environment, user);
        const providers = checkoutProvidersOf(
          input.provider,
          queryClient.getQueryData<Cart | null>(cartQueryKey),
        );
        const started = await startProviderWidget(api, queryClient, session, providers, market, customer);
        queryClient.setQueryData(checkoutWidgetKey, started);
        // Not awaited: the summary and the gift-card section read the checkout when they need it.
        void queryClient.invalidateQueries({ queryKey: checkoutQueryKey });
      }),
      removeSoldOut: fromPromise(async ({ input }) => {
        const { remove } = cartMutations(environment);
        for (const line of cartLines().filter((entry) =>
          input.productVariantIds.includes(entry.productVariantId),
        ))
          await runMutation(queryClient, remove, line.id);
      }),
    },
    actions: {
      forgetCheckout: () => {
        void endCheckout(session);
        // The widget is emptied, not removed: its removal is how a cart change tells the checkout to start again,
        // which a checkout that ends itself (unavailable, failed) must not hear as one.
        queryClient.removeQueries({
          queryKey: ['checkout'],
          predicate: (query) => query.queryKey[1] !== 'widget',
        });
        void queryClient.resetQueries({ queryKey: checkoutWidgetKey, exact: true });
      },
      showSoldOut: ({ context }) => {
        const names = cartLines()
          .filter((line) => context.soldOut.includes(line.productVariantId))
          .map((line) => line.displayName ?? line.name);
        toast.error(t('checkout.soldOutTitle'), {
          description: t('checkout.soldOut', { items: [...new Set(names)].join(', ') }),
        });
      },
      showUnexpectedError: ({ self }) => {
        toast.error(t('checkout.unexpected'), {
          action: { label: t('checkout.reload'), onAction: () => self.send({ type: 'checkout.retry' }) },
        });
      },
      confirm: () => {
        const paid = queryClient.getQueryData<ProviderWidget>(checkoutWidgetKey);
        const market = session.current()?.getSnapshot().context.market;
        if (!paid || !market) return;
        void navigate({
          to: '/$country/checkout/confirmation/',
          params: { country: market.enadMarket },
          search: { provider: providerSlugs[paid.provider], checkout: paid.checkoutId },
        });
      },
    },
  });
}

/**
 * The running checkout: it starts again when the cached checkout goes (a cart change, a discount code, the
 * customer card's choice), and selects the cart's first providers after an add in the checkout.
 */
export function useCheckoutProviderFlow() {
  const environment = useFlowEnvironment('shop');
  const actor = useFlowActor(checkoutProviderFlow(environment));
  const { queryClient } = environment;
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [scope, part] = event.query.queryKey;
        if (event.type === 'removed' && scope === 'checkout' && part === 'widget')
          actor.send({ type: 'checkout.restart' });
      }),
    [queryClient, actor],
  );
  // The spec's checkout mode: an add in the checkout selects the cart's first providers for the next checkout.
  useEffect(() => onItemAdded(() => actor.send({ type: 'checkout.itemAdded' })), [actor]);
  return actor;
}
