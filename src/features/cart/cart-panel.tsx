import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FocusEvent, memo, useLayoutEffect, useRef } from 'react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { formatMoney } from '../../lib/money';
import { cartQueryOptions } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { Alert } from '../../ui/alert';
import { Dialog, Modal } from '../../ui/dialog';
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
  const keepFocus = useFocusInPlaceOfRemovedLine(lines.length);
  if (cart.isPending) return <Skeleton height="6rem" />;
  if (lines.length === 0 || !totals)
    return (
      <p ref={keepFocus.emptyRef} tabIndex={-1} className={listStyles.emptyText}>
        {t('cart.empty')}
      </p>
    );
  return (
    <>
      <ul
        ref={keepFocus.listRef}
        onFocus={keepFocus.onFocus}
        onBlur={keepFocus.onBlur}
        className={listStyles.list}
        aria-label={t('cart.lines')}
      >
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

/**
 * A removed line takes the focused button with it, and the focus would fall out of the panel to the page behind.
 * It goes to the same button of the line now in its place (or of the last line), or to the empty cart's text.
 */
function useFocusInPlaceOfRemovedLine(lineCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  /** Where the focus is in the list: the line's place and the button's place in the line. */
  const focused = useRef<{ line: number; button: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of lines changes
  useLayoutEffect(() => {
    const was = focused.current;
    const active = document.activeElement;
    if (!was || (active && active !== document.body && active.isConnected)) return;
    focused.current = null;
    const lines = listRef.current?.children;
    const line = lines?.[Math.min(was.line, lines.length - 1)];
    const buttons = line?.querySelectorAll('button');
    const target = buttons?.[Math.min(was.button, buttons.length - 1)] ?? emptyRef.current;
    target?.focus();
  }, [lineCount]);
  return {
    listRef,
    emptyRef,
    onFocus: (event: FocusEvent<HTMLUListElement>) => {
      const target: Element = event.target;
      const line = target.closest('li');
      if (!line || !listRef.current) return;
      focused.current = {
        line: [...listRef.current.children].indexOf(line),
        button: [...line.querySelectorAll('button')].indexOf(target as HTMLButtonElement),
      };
    },
    onBlur: (event: FocusEvent<HTMLUListElement>) => {
      // Left for somewhere else (not removed with its line): nothing to put back.
      if (event.relatedTarget && !listRef.current?.contains(event.relatedTarget)) focused.current = null;
    },
  };
}
