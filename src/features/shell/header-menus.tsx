import { lazy, type RefObject, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useShopperSession } from '../../session/shopper-session';
import { MenuIcon } from '../../ui/icons';
import { Menu, MenuItem, MenuSection, MenuTrigger } from '../../ui/menu';
import { type PlaceholderHandoff, useHandoff } from '../../ui/placeholder-handoff';
import { MarketSelector, useMarketChange } from '../markets/market-selector';
import * as styles from './root-layout.css';

const WishlistPanel = lazy(() =>
  import('../wishlist/wishlist-panel').then((module) => ({ default: module.WishlistPanel })),
);

interface HeaderMenusProps {
  market: RefObject<PlaceholderHandoff>;
  more: RefObject<PlaceholderHandoff>;
  /** Opens quick order, for a signed-in business user (the slot knows who shops: this chunk stays apart). */
  onQuickOrder?: () => void;
}

/** The header's market selector (from the tablet's width) and the phone's fold-out menu (below it). */
export function HeaderMenus({ market, more, onQuickOrder }: HeaderMenusProps) {
  return (
    <>
      <span className={styles.unfolded}>
        <MarketSelector handoff={market} />
      </span>
      <span className={styles.folded}>
        <FoldOutMenu handoff={more} onQuickOrder={onQuickOrder} />
      </span>
    </>
  );
}

/** On a phone, what does not fit the header: the wishlist and the market. */
function FoldOutMenu({
  handoff,
  onQuickOrder,
}: {
  handoff: RefObject<PlaceholderHandoff>;
  onQuickOrder?: () => void;
}) {
  const { t } = useTranslation();
  const { isOpen, setOpen, triggerRef } = useHandoff(handoff);
  const { markets, current, select, optionText } = useMarketChange();
  const [isWishlistOpen, setWishlistOpen] = useState(false);
  const session = useShopperSession();
  return (
    <>
      <MenuTrigger
        label={<MenuIcon size={20} />}
        aria-label={t('shell.menu')}
        iconOnly
        variant="ghost"
        isOpen={isOpen}
        onOpenChange={setOpen}
        triggerRef={triggerRef}
      >
        <Menu aria-label={t('shell.menu')}>
          <MenuItem
            id="wishlist"
            onAction={() => {
              // As the header's wishlist button: the list is shown in the session's store group (decision 059).
              void session.ready().catch(() => undefined);
              setWishlistOpen(true);
            }}
          >
            {t('shell.wishlist')}
          </MenuItem>
          {onQuickOrder ? (
            <MenuItem id="quickOrder" onAction={onQuickOrder}>
              {t('shell.quickOrder')}
            </MenuItem>
          ) : null}
          <MenuSection
            title={t('market.label')}
            items={markets}
            selectionMode="single"
            selectedKeys={[current.enadMarket]}
          >
            {(option) => (
              <MenuItem
                id={option.enadMarket}
                textValue={option.name}
                onAction={() => select(option.enadMarket)}
              >
                {optionText(option)}
              </MenuItem>
            )}
          </MenuSection>
        </Menu>
      </MenuTrigger>
      {isWishlistOpen && (
        <Suspense fallback={null}>
          <WishlistPanel onClose={() => setWishlistOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
