import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { marketChangeMachine } from '../../../machines/market-change/market-change.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { Menu, MenuItem, MenuTrigger } from '../../ui/menu';
import { toast } from '../../ui/toast-queue';
import { marketOptionText } from './market-option-text';
import { useMarkets } from './use-market';

/** The market dropdown of the header: renders the market-change machine. */
export interface MarketSelectorProps {
  /** Open once mounted: the shopper pressed the placeholder while this was loading. */
  openOnMount?: boolean;
  /** Take the focus once mounted: the placeholder had it. */
  autoFocus?: boolean;
}

export function MarketSelector({ openOnMount = false, autoFocus }: MarketSelectorProps) {
  const [isOpen, setOpen] = useState(false);
  // Opening after the trigger took focus lets the menu return focus to it when it closes.
  useEffect(() => {
    if (openOnMount) setOpen(true);
  }, [openOnMount]);
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { markets, current } = useMarkets();
  const actor = useFlowActor(
    marketChangeMachine.provide({
      actors: {
        setMarket: fromPromise(({ input }) =>
          callData(api.app.POST('/api/set-market/', { body: { market: input.market.enadMarket } })),
        ),
      },
      actions: {
        goToMarketRoot: ({ context }) => {
          if (context.target)
            void navigate({ to: '/$country/', params: { country: context.target.enadMarket } });
        },
        notifyMarketNotSaved: ({ context }) => {
          toast.error(t('market.changeFailed', { name: context.target?.name ?? '' }));
        },
      },
    }),
    { input: { markets } },
  );
  const optionText = (market: (typeof markets)[number]) => marketOptionText(t, market);

  return (
    <MenuTrigger
      label={optionText(current)}
      aria-label={t('market.choose', { name: optionText(current) })}
      variant="ghost"
      isOpen={isOpen}
      onOpenChange={setOpen}
      autoFocus={autoFocus}
    >
      <Menu
        aria-label={t('market.label')}
        items={markets}
        selectionMode="single"
        selectedKeys={[current.enadMarket]}
        onAction={(key) => actor.send({ type: 'market.select', market: String(key) })}
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
