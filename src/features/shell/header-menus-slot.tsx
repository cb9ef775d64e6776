import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../ui/icons';
import type { PlaceholderHandoff } from '../../ui/placeholder-handoff';
import { TriggerPlaceholder } from '../../ui/trigger-placeholder';
import { marketOptionText } from '../markets/market-option-text';
import { useMarkets } from '../markets/use-market';
import { useShopperSessionValue } from '../session/shopper-session';
import { isBusinessShopper } from './quick-order-link';
import * as styles from './root-layout.css';

// The market selector and the phone's fold-out menu (xstate + react-aria menu) load right after the first
// paint, off the critical path.
const HeaderMenus = lazy(() => import('./header-menus').then((module) => ({ default: module.HeaderMenus })));

/** The header's menus: the market selector from the tablet's width, the fold-out menu below it. */
export function HeaderMenusSlot() {
  const { t } = useTranslation();
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
  return (
    <Suspense
      fallback={
        <>
          <span className={styles.unfolded}>
            <TriggerPlaceholder
              label={label}
              aria-label={t('market.choose', { name: label })}
              handoff={market}
            />
          </span>
          <span className={styles.folded}>
            <TriggerPlaceholder
              label={<MenuIcon size={20} />}
              aria-label={t('shell.menu')}
              iconOnly
              handoff={more}
            />
          </span>
        </>
      }
    >
      <HeaderMenus market={market} more={more} onQuickOrder={isBusiness ? openQuickOrder : undefined} />
    </Suspense>
  );
}
