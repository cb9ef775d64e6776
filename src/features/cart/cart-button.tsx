import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../../lib/use-hydrated';
import { cartQueryOptions } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { HeaderButton } from '../../ui/header-button';
import { CartIcon } from '../../ui/icons';
import type { NotAddedLine, OpenCartPanelEvent } from './cart-panel-signal';

const CartPanel = lazy(() => import('./cart-panel').then((module) => ({ default: module.CartPanel })));

/** The header's cart button: the number of items, and the cart panel on press. */
export function CartButton() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const api = useApi();
  const session = useShopperSession();
  const [isOpen, setOpen] = useState(false);
  const [notAdded, setNotAdded] = useState<NotAddedLine[]>([]);
  useEffect(() => {
    // The event of cart-panel-signal.ts (its name only: importing it would regroup the entry's chunks).
    const open = (event: Event) => {
      setNotAdded((event as OpenCartPanelEvent).detail.notAdded);
      setOpen(true);
    };
    window.addEventListener('statefront:open-cart-panel', open);
    return () => window.removeEventListener('statefront:open-cart-panel', open);
  }, []);
  // Stable, so the (memoised) panel does not render again with every change of the count.
  const close = useCallback(() => {
    setOpen(false);
    setNotAdded([]);
  }, []);
  const { data: cart } = useQuery(cartQueryOptions(api, session));
  const count = cart?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  // No number until the cart is known (a page loading, hydrating, or a backend that failed): "0 items" would be
  // wrong for a shopper whose cart has some. No cart at all (null) is an empty one (decision 076).
  // Both texts are asked for on every render: a prerendered page then keeps "0 items" in its snapshot, which a
  // visitor's empty cart needs before i18next is there (a text missing there re-renders the page, and the
  // newsletter's markup, not hydrated yet, went).
  const countedLabel = t('shell.cartWithCount', { count });
  const label = cart === undefined ? t('shell.cart') : countedLabel;
  return (
    <>
      <HeaderButton
        // A press before the app runs the page (a prerendered one hydrating) would be lost (decision 028).
        disabled={!hydrated}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        count={count}
        onClick={() => setOpen(true)}
      >
        <CartIcon size={20} />
      </HeaderButton>
      {isOpen && (
        <Suspense fallback={null}>
          <CartPanel notAdded={notAdded} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
