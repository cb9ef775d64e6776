import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../../lib/use-hydrated';
import { useShopperSession } from '../../session/shopper-session';
import { HeaderButton } from '../../ui/header-button';
import { HeartIcon } from '../../ui/icons';

const WishlistPanel = lazy(() =>
  import('./wishlist-panel').then((module) => ({ default: module.WishlistPanel })),
);

/** The header's wishlist button: opens the wishlist panel, which reloads the list from storage. */
export function WishlistButton() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const session = useShopperSession();
  return (
    <>
      <HeaderButton
        // A press before the app runs the page (a prerendered one hydrating) would be lost (decision 028).
        disabled={!hydrated}
        aria-label={t('shell.wishlist')}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          // The list is shown in the session's market and store group: opening it starts the session if nothing
          // had (decision 059).
          void session.ready().catch(() => undefined);
          setOpen(true);
        }}
      >
        <HeartIcon size={20} />
      </HeaderButton>
      {isOpen && (
        <Suspense fallback={null}>
          <WishlistPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
