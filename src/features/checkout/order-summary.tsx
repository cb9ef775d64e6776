import { useQuery } from '@tanstack/react-query';
import { Fragment, lazy, memo, Suspense, useState } from 'react';
import type { Cart, Market } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { useShopperSession } from '../../session/shopper-session';
import { Card } from '../../ui/card';
import { Disclosure } from '../../ui/disclosure';
import { media } from '../../ui/theme.css';
import { CartTotals } from '../cart/cart-totals';
import { checkoutQueryOptions } from './checkout.queries';
import * as styles from './checkout-page.css';

// A company buyer's budget and the note that the order will wait for approval (issue 33): only for a cart ordered
// for a company by a signed-in user, in its own chunk.
const ApprovalOutlook = lazy(() =>
  import('../account/approval-outlook').then((module) => ({ default: module.ApprovalOutlook })),
);

/**
 * The cart's lines and totals beside the provider's widget, with gift cards and what is left to pay. Above
 * the widget on a phone, folded to its heading and total so that the widget stays near the top. Rendered again
 * only when the cart or the checkout changes, not with every step of the checkout page's machine (decision 042).
 */
export const OrderSummary = memo(function OrderSummary({ cart, market }: { cart: Cart; market: Market }) {
  const { t } = useTranslation('shop');
  const api = useApi();
  const session = useShopperSession();
  const checkout = useQuery(checkoutQueryOptions(api, session));
  const money = (amount: number) => formatMoney(amount, cart.currencyCode, market.engageLocale);
  const { totals } = cart;
  const giftCards = checkout.data?.giftCards ?? [];
  // The checkout's shipping provider, else the one it will be created with: the cart's first.
  const shippingProvider = checkout.data?.shippingProvider ?? cart.capabilities?.shippingProviders[0]?.name;
  const [isExpanded, setExpanded] = useState(() => window.matchMedia(media.desktop).matches);
  return (
    <Card>
      <Disclosure
        headingLevel={2}
        title={
          <span className={styles.summaryTitle}>
            <span>{t('checkout.summary')}</span>
            <span>{money(totals.grandTotal)}</span>
          </span>
        }
        isExpanded={isExpanded}
        onExpandedChange={setExpanded}
        className={styles.summary}
      >
        <ul className={styles.lines} aria-label={t('cart.lines')}>
          {cart.items.map((line) => (
            <li key={line.id} className={styles.line}>
              <span>
                {line.quantity} × {line.displayName ?? line.name}
              </span>
              <span>{money(line.totalPriceAmount)}</span>
            </li>
          ))}
        </ul>
        {shippingProvider && <p>{t('checkout.shippingProvider', { name: shippingProvider })}</p>}
        <CartTotals totals={totals} money={money} className={styles.totals}>
          {giftCards.map((card) => (
            <Fragment key={card.code}>
              <dt>{t('checkout.giftCards', { code: card.code })}</dt>
              <dd>−{money(card.amount)}</dd>
            </Fragment>
          ))}
          {checkout.data && giftCards.length > 0 && (
            <>
              <dt className={styles.grand}>{t('checkout.amountToPay')}</dt>
              <dd className={styles.grand}>{money(checkout.data.amountToPay)}</dd>
            </>
          )}
        </CartTotals>
      </Disclosure>
      {/* Outside the fold: the note shows before paying on a phone too. */}
      {cart.attributes?.company && session.userToken() && (
        <Suspense fallback={null}>
          <ApprovalOutlook cart={cart} market={market} />
        </Suspense>
      )}
    </Card>
  );
});
