import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { cartQueryOptions } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { Alert } from '../../ui/alert';
import { Dialog, Modal } from '../../ui/dialog';
import { useFocusAfterRemovedRow } from '../../ui/focus-after-removed-row';
import * as listStyles from '../../ui/item-list.css';
import { Skeleton } from '../../ui/skeleton';
import { settingsQueryOptions } from '../markets/markets.queries';
import { useMarkets } from '../markets/use-market';
import { CartLine } from './cart-line';
import * as styles from './cart-panel.css';
import type { NotAddedLine } from './cart-panel-signal';
import { CartTotals } from './cart-totals';

/** No lines the quick order or a reorder could not add (one array, so the memoised panel keeps it). */
const noneNotAdded: NotAddedLine[] = [];

/**
 * The cart panel. The dialog renders once: react-aria's Dialog gives its buttons new context values on every
 * render, which would re-render every line's buttons past the lines' memo. The contents follow the cart.
 */
export const CartPanel = memo(function CartPanel({
  onClose,
  notAdded = noneNotAdded,
}: {
  onClose: () => void;
  notAdded?: NotAddedLine[];
}) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const { current: market } = useMarkets();
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md" sheet>
      <Dialog title={t('cart.title')} closeLabel={t('shell.close')}>
        {notAdded.length > 0 && (
          <Alert variant="warning" title={t('cart.notAdded', { count: notAdded.length })}>
            <ul className={styles.notAdded}>
              {notAdded.map((line) => (
                <li key={line.sku || line.name}>
                  {line.name} ({line.sku}):{' '}
                  {t(`quickOrder.problems.${line.problem}`, { stock: line.stock, limit: line.limit })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <CartContents onClose={onClose} />
        <Link
          to="/$country/quick-order/"
          params={{ country: market.enadMarket }}
          className={styles.quickOrder}
          onClick={onClose}
        >
          {t('quickOrder.fromCart')}
        </Link>
      </Dialog>
    </Modal>
  );
});

/** The session cart's lines and totals, or its empty state. */
function CartContents({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shop', { useSuspense: true });
  const api = useApi();
  const session = useShopperSession();
  const { current: market } = useMarkets();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions(api));
  const cart = useQuery(cartQueryOptions(api, session));
  const lines = cart.data?.items ?? [];
  const currency = cart.data?.currencyCode ?? market.currency;
  const money = (amount: number) => formatMoney(amount, currency, market.engageLocale);
  const totals = cart.data?.totals;
  const keepFocus = useFocusAfterRemovedRow(lines.length);
  if (cart.isPending) return <Skeleton height="6rem" />;
  if (lines.length === 0 || !totals)
    return (
      <p ref={keepFocus.emptyRef} tabIndex={-1} className={listStyles.emptyText}>
        {t('cart.empty')}
      </p>
    );
  return (
    <>
      <ul {...keepFocus.list} className={listStyles.list} aria-label={t('cart.lines')}>
        {lines.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            currency={currency}
            market={market}
            hideDiscountPercentage={settings.hideDiscountPercentage ?? false}
            onNavigate={onClose}
          />
        ))}
      </ul>
      <CartTotals totals={totals} money={money} />
      <Link
        to="/$country/checkout/"
        params={{ country: market.enadMarket }}
        className={styles.checkout}
        onClick={onClose}
      >
        {t('cart.toCheckout')}
      </Link>
    </>
  );
}
