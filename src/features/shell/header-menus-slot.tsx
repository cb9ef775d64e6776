import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useShopperSessionValue } from '../../session/shopper-session';
import { MenuIcon } from '../../ui/icons';
import type { PlaceholderHandoff } from '../../ui/placeholder-handoff';
import { TriggerPlaceholder } from '../../ui/trigger-placeholder';
import { marketOptionText } from '../markets/market-option-text';
import { useMarkets } from '../markets/use-market';
import { isBusinessShopper } from './quick-order-link';
import * as styles from './root-layout.css';

// The market selector and the phone's fold-out menu (xstate + react-aria menu) load on intent (decision 059): when
// a pointer comes over a placeholder, presses it or the focus reaches it, not with the page. Loaded from an effect,
// not React.lazy: a prerendered page (decision 028) then shows the placeholders, which keep a press made before
// the menus have arrived (or before hydration's end), and hydrates them as they are.
type HeaderMenusComponent = ComponentType<{
  market: RefObject<PlaceholderHandoff>;
  more: RefObject<PlaceholderHandoff>;
  onQuickOrder?: () => void;
}>;

/** The header's menus: the market selector from the tablet's width, the fold-out menu below it. */
export function HeaderMenusSlot() {
  const { t, i18n } = useTranslation();
  const { current } = useMarkets();
  const label = marketOptionText(t, current);
  // A press or the focus that lands on a placeholder is handed on to the real trigger, which reads it when
  // it mounts (refs, because the slot does not render again when the chunk arrives).
  const market = useRef<PlaceholderHandoff>({ focused: false, pressed: false });
  const more = useRef<PlaceholderHandoff>({ focused: false, pressed: false });
  const isBusiness = useShopperSessionValue(isBusinessShopper);
  const navigate = useNavigate();
  const openQuickOrder = () =>
    void navigate({ to: '/$country/quick-order/', params: { country: current.enadMarket } });
  const [HeaderMenus, setHeaderMenus] = useState<{ component: HeaderMenusComponent }>();
  const [isWanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  // With i18next's texts (decision 043): the menus show texts the page was not rendered with.
  useEffect(() => {
    if (!isWanted) return;
    void Promise.all([import('./header-menus'), i18n.loaded()]).then(([module]) =>
      setHeaderMenus({ component: module.HeaderMenus }),
    );
  }, [i18n, isWanted]);
  if (HeaderMenus)
    return (
      <HeaderMenus.component
        market={market}
        more={more}
        onQuickOrder={isBusiness ? openQuickOrder : undefined}
      />
    );
  return (
    <>
      <span className={styles.unfolded}>
        <TriggerPlaceholder
          label={label}
          aria-label={t('market.choose', { name: label })}
          handoff={market}
          onIntent={want}
        />
      </span>
      <span className={styles.folded}>
        <TriggerPlaceholder
          label={<MenuIcon size={20} />}
          aria-label={t('shell.menu')}
          iconOnly
          handoff={more}
          onIntent={want}
        />
      </span>
    </>
  );
}
