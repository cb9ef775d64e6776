import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  type CheckoutCart,
  checkoutProviderMachine,
} from '../../../machines/checkout-provider/checkout-provider.machine';
import type { Cart } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { useLatest } from '../../lib/use-latest';
import { cartQueryKey, cartQueryOptions } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { userQueryOptions } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-queue';
import { onItemAdded } from '../cart/cart-change';
import { useCartActions } from '../cart/use-cart-actions';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { checkoutQueryOptions, klarnaOrderQueryOptions } from './checkout.queries';
import * as styles from './checkout-page.css';
import {
  checkoutProvidersOf,
  checkoutWidgetKey,
  endCheckout,
  klarnaFrameSrc,
  knownCustomerOf,
  type ProviderWidget,
  providerSlugs,
  startProviderWidget,
} from './checkout-session';
import { readCustomerChoice } from './customer-choice-storage';
import { OrderSummary } from './order-summary';
import { ProviderFrame } from './provider-frame';
import { VoucherPanelPlaceholder, VoucherPanelSlot } from './voucher-panel-slot';

// Business buyers only, and after the first paint: the card (selectors, tabs) stays out of the checkout chunk.
const CustomerInformationCard = lazy(() => import('./customer-information-card'));

/** The checkout at /{country}/checkout/: the provider selection machine, the provider's widget and the summary. */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const api = useApi();
  const session = useShopperSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { current: market } = useMarkets();
  const { remove } = useCartActions();
  const cart = useQuery(cartQueryOptions(api, session));
  // The summary follows the cart as a transition (decision 042): its lines render in slices, not in the task
  // that brings the cart (issue 18: total blocking time).
  const shownCart = useDeferredValue(cart.data);
  const user = useQuery(userQueryOptions(api, session));
  const giftCardEnabled = useQuery(settingsQueryOptions(api)).data?.giftCardEnabled ?? false;
  const widget = useQuery<ProviderWidget>({ queryKey: checkoutWidgetKey, queryFn: skipToken });
  const latestWidget = useLatest(widget.data);

  const actor = useFlowActor(
    checkoutProviderMachine.provide({
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
          const shopper = (await session.ready()).getSnapshot().context.user ?? null;
          // A business buyer's choice in the customer card, else the signed-in shopper's own details.
          const customer =
            readCustomerChoice(shopper?.id ?? null)?.preset ??
            (shopper ? knownCustomerOf(shopper) : undefined);
          const cartNow = queryClient.getQueryData<Cart | null>(cartQueryKey);
          const providers = checkoutProvidersOf(input.provider, cartNow);
          const started = await startProviderWidget(api, queryClient, session, providers, market, customer);
          queryClient.setQueryData(checkoutWidgetKey, started);
          // Not awaited: the summary and the gift-card section read the checkout when they need it.
          void queryClient.invalidateQueries({ queryKey: ['checkout', 'session'] });
        }),
        removeSoldOut: fromPromise(async ({ input }) => {
          const lines = queryClient.getQueryData<Cart | null>(cartQueryKey)?.items ?? [];
          for (const line of lines.filter((entry) =>
            input.productVariantIds.includes(entry.productVariantId),
          ))
            await remove.mutateAsync(line.id);
        }),
      },
      actions: {
        forgetCheckout: () => {
          void endCheckout(session);
          queryClient.removeQueries({ queryKey: ['checkout'] });
        },
        showSoldOut: ({ context }) => {
          const lines = queryClient.getQueryData<Cart | null>(cartQueryKey)?.items ?? [];
          const names = lines
            .filter((line) => context.soldOut.includes(line.productVariantId))
            .map((line) => line.displayName ?? line.name);
          toast.error(t('checkout.soldOutTitle'), {
            description: t('checkout.soldOut', { items: [...new Set(names)].join(', ') }),
          });
        },
        showUnexpectedError: () => {
          toast.error(t('checkout.unexpected'), {
            action: { label: t('checkout.reload'), onAction: () => actor.send({ type: 'checkout.retry' }) },
          });
        },
        confirm: () => {
          const paid = latestWidget.current;
          if (!paid) return;
          void navigate({
            to: '/$country/checkout/confirmation/',
            params: { country: market.enadMarket },
            search: { provider: providerSlugs[paid.provider], checkout: paid.checkoutId },
          });
        },
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value as string,
    errorKey: snapshot.context.errorKey,
    payment: snapshot.context.payment,
    isBusy: snapshot.hasTag('busy'),
  }));

  // Every cart change (the cart panel, a discount code, a company) drops the cached checkout: start again.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [scope, part] = event.query.queryKey;
        if (event.type === 'removed' && scope === 'checkout' && part === 'widget')
          actor.send({ type: 'checkout.restart' });
      }),
    [queryClient, actor],
  );
  // An add in the checkout (the spec's checkout mode) selects the cart's first providers for the next checkout.
  useEffect(() => onItemAdded(() => actor.send({ type: 'checkout.itemAdded' })), [actor]);
  const isReady = state.value === 'ready';
  // Klarna's order is a watched query: its page is framed from the order's snippet, loaded again when Klarna
  // says the order changed (`last_modified_at`, after a sync).
  const klarnaFrame = useQuery({
    ...klarnaOrderQueryOptions(api, session),
    enabled: isReady && widget.data?.provider === 'KlarnaCheckout',
    select: (order) =>
      order && {
        checkoutId: order.checkoutId,
        src: klarnaFrameSrc(order, api.providerPages, market.language),
        modifiedAt: order.last_modified_at,
      },
  });
  const shownWidget =
    widget.data && klarnaFrame.data?.checkoutId === widget.data.checkoutId
      ? { ...widget.data, src: klarnaFrame.data.src }
      : widget.data;

  return (
    <section className={styles.page} aria-labelledby="checkout-heading" aria-busy={state.isBusy}>
      <h1 id="checkout-heading">{t('checkout.title')}</h1>
      <div className={styles.columns}>
        {/* First in the reading order: above the provider's frame on a phone, beside it from the desktop. */}
        <aside className={styles.aside} aria-label={t('checkout.summary')}>
          {shownCart && shownCart.items.length > 0 ? (
            <>
              <OrderSummary cart={shownCart} market={market} />
              <VoucherPanelSlot
                cart={shownCart}
                checkoutId={isReady ? widget.data?.checkoutId : undefined}
                isCheckoutStarting={state.isBusy}
                giftCardEnabled={giftCardEnabled}
              />
            </>
          ) : (
            (cart.isPending || cart.data !== shownCart) && (
              <>
                <Skeleton height="auto" className={styles.summaryPlaceholder} />
                <VoucherPanelPlaceholder giftCardEnabled={giftCardEnabled} />
              </>
            )
          )}
        </aside>
        <div className={styles.main}>
          {user.data && shownCart && shownCart.items.length > 0 && (
            <Suspense fallback={null}>
              <CustomerInformationCard />
            </Suspense>
          )}
          {state.isBusy && (
            <>
              <p role="status">{t('checkout.loading')}</p>
              <Skeleton height="34rem" />
            </>
          )}
          {state.value === 'empty' && (
            <>
              <p>{t('checkout.empty')}</p>
              <Link to="/$country/" params={{ country: market.enadMarket }}>
                {t('checkout.backToShop')}
              </Link>
            </>
          )}
          {state.value === 'unavailable' && state.errorKey && (
            <Alert variant="danger">{t(`checkout.${state.errorKey}`)}</Alert>
          )}
          {state.value === 'failed' && (
            <Alert variant="danger" title={t('checkout.unexpected')}>
              <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'checkout.retry' })}>
                {t('checkout.reload')}
              </Button>
            </Alert>
          )}
          {isReady && state.payment === 'failed' && (
            <Alert variant="danger">{t('checkout.paymentFailed')}</Alert>
          )}
          {isReady && state.payment === 'cancelled' && (
            <Alert variant="info">{t('checkout.paymentCancelled')}</Alert>
          )}
          {isReady && shownWidget && (
            <ProviderFrame
              key={`${shownWidget.checkoutId}-${shownWidget.revision ?? 0}-${klarnaFrame.data?.modifiedAt ?? ''}`}
              widget={shownWidget}
              className={styles.widget}
              title={t('checkout.widgetTitle', { provider: shownWidget.provider })}
              onOutcome={(status) => {
                if (status === 'paid') actor.send({ type: 'checkout.paid' });
                if (status === 'failed') actor.send({ type: 'checkout.paymentFailed' });
                if (status === 'cancelled') actor.send({ type: 'checkout.cancelled' });
              }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
