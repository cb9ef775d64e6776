import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Menu, MenuItem, MenuTrigger } from '../../ui/menu';
import { type PlaceholderHandoff, useHandoff } from '../../ui/placeholder-handoff';
import { useMarketChangeFlow } from './market-change.flow';
import { marketOptionText } from './market-option-text';
import { useMarkets } from './use-market';

/** The market-change flow of a market list: `select(market)` moves the shopper (and their cart) to a market. */
export function useMarketChange() {
  const { t } = useTranslation();
  const { markets, current } = useMarkets();
  const { select } = useMarketChangeFlow({ markets });
  const optionText = (market: (typeof markets)[number]) => marketOptionText(t, market);
  return { markets, current, select, optionText };
}

/** The market dropdown of the header: renders the market-change machine. */
export function MarketSelector({ handoff }: { handoff?: RefObject<PlaceholderHandoff> }) {
  const { t } = useTranslation();
  const { isOpen, setOpen, triggerRef } = useHandoff(handoff);
  const { markets, current, select, optionText } = useMarketChange();
  return (
    <MenuTrigger
      label={optionText(current)}
      aria-label={t('market.choose', { name: optionText(current) })}
      variant="ghost"
      isOpen={isOpen}
      onOpenChange={setOpen}
      triggerRef={triggerRef}
    >
      <Menu
        aria-label={t('market.label')}
        items={markets}
        selectionMode="single"
        selectedKeys={[current.enadMarket]}
        onAction={(key) => select(String(key))}
      >
        {(market) => (
          <MenuItem id={market.enadMarket} textValue={market.name}>
            {optionText(market)}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
