import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { cartQueryOptions } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { useUser } from '../../session/user.queries';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { klarnaOrderQueryOptions } from './checkout.queries';
import * as styles from './checkout-page.css';
import { useCheckoutProviderFlow } from './checkout-provider.flow';
import { checkoutWidgetKey, klarnaFrameSrc, type ProviderWidget } from './checkout-session';
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
  const { current: market } = useMarkets();
  const cart = useQuery(cartQueryOptions(api, session));
  // The summary follows the cart as a transition (decision 042): its lines render in slices, not in the task
  // that brings the cart (issue 18: total blocking time).
  const shownCart = useDeferredValue(cart.data);
  const user = useUser();
  const giftCardEnabled = useQuery(settingsQueryOptions(api)).data?.giftCardEnabled ?? false;
  const widget = useQuery<ProviderWidget>({ queryKey: checkoutWidgetKey, queryFn: skipToken });
  const actor = useCheckoutProviderFlow();
  const state = useSelector(actor, (snapshot) => ({
    value: snapshot.value as string,
    errorKey: snapshot.context.errorKey,
    payment: snapshot.context.payment,
    isBusy: snapshot.hasTag('busy'),
  }));

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
