import { Link, useRouterState } from '@tanstack/react-router';
import { Fragment } from 'react';
import { ApiError } from '../../api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { paymentProviderNames } from '../../lib/payment-providers';
import { idParam } from '../../lib/search-params';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { useMarkets } from '../markets/use-market';
import * as styles from './checkout-page.css';
import { useCreatedOrder } from './order-confirmation';
import { OrderErrorPanel } from './order-error-panel';

/** `/{country}/checkout/confirmation/?provider=…&checkout=…`: the provider's return page. */
export function ConfirmationRoute() {
  const checkout = useRouterState({
    select: (state) => (state.location.search as { checkout?: unknown }).checkout,
  });
  return <ConfirmationPage checkoutId={idParam(checkout)} />;
}

/**
 * The confirmation: creates the order of the paid checkout (the Idempotency-Key makes a reload or a second
 * arrival answer the same order), shows it and clears the cart.
 */
export function ConfirmationPage({ checkoutId }: { checkoutId?: string }) {
  const { t } = useTranslation('shop');
  const { current: market } = useMarkets();
  const order = useCreatedOrder(checkoutId);
  const created = order.data?.order;

  const error = order.error instanceof ApiError ? order.error : null;
  const money = (amount: number) =>
    formatMoney(amount, created?.currencyCode ?? market.currency, market.engageLocale);
  return (
    <section className={styles.page} aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">
        {created || !checkoutId || !order.isError ? t('confirmation.title') : t('orderError.title')}
      </h1>
      {!checkoutId && <p>{t('confirmation.missing')}</p>}
      {order.isPending && checkoutId && (
        <>
          <p role="status">{t('confirmation.creating')}</p>
          <Skeleton height="8rem" />
        </>
      )}
      {error?.body?.errors?.length ? (
        <OrderErrorPanel
          errors={error.body.errors}
          requestId={error.body.requestId}
          country={market.enadMarket}
        />
      ) : error?.status === 409 ? (
        // The backend makes the order of what was paid: a cart changed since the payment (or a payment not
        // completed) makes none, and the shopper pays the cart as it is in a new checkout.
        <Alert variant="danger">
          <p>{t('confirmation.notPaid')}</p>
          <Link to="/$country/checkout/" params={{ country: market.enadMarket }}>
            {t('orderError.backToCheckout')}
          </Link>
        </Alert>
      ) : (
        order.isError && <Alert variant="danger">{t('confirmation.failed')}</Alert>
      )}
      {created && (
        <Card heading={t('confirmation.orderNumber', { ref: created.orderRef })}>
          {created.email && <p>{t('confirmation.sentTo', { email: created.email })}</p>}
          <ul className={styles.lines} aria-label={t('confirmation.lines')}>
            {created.lines.map((line) => (
              <li key={line.id} className={styles.line}>
                <span>
                  {line.quantity} × {line.name}
                </span>
                <span>{money(line.totalPriceAmount)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <dt className={styles.grand}>{t('cart.total')}</dt>
            <dd className={styles.grand}>{money(created.totals.grandTotal)}</dd>
            {/* What paid it: the gift cards, then the provider's charge for the rest. */}
            {created.payment?.giftCards.map((card) => (
              <Fragment key={card.code}>
                <dt>{t('checkout.giftCards', { code: card.code })}</dt>
                <dd>−{money(card.amount)}</dd>
              </Fragment>
            ))}
            {created.payment && (
              <>
                <dt>
                  {t('confirmation.charged', { provider: paymentProviderNames[created.payment.provider] })}
                </dt>
                <dd>{money(created.payment.amountCharged)}</dd>
              </>
            )}
          </dl>
        </Card>
      )}
    </section>
  );
}
