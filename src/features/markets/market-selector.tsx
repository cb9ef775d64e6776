import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { fromPromise } from 'xstate';
import { marketChangeMachine } from '../../../machines/market-change/market-change.machine';
import type { Cart } from '../../../openapi/types';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { useTranslation } from '../../i18n/use-translation';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { useShopperSession } from '../../session/shopper-session';
import { Menu, MenuItem, MenuTrigger } from '../../ui/menu';
import { type PlaceholderHandoff, useHandoff } from '../../ui/placeholder-handoff';
import { toast } from '../../ui/toast-queue';
import { readIncognitoCart, topLevelItems } from '../cart/incognito-cart';
import { reAddCartInMarket } from '../cart/rebuild-cart';
import { marketOptionText } from './market-option-text';
import { useMarkets } from './use-market';

/** The market-change machine: `select(market)` moves the shopper (and an anonymous cart) to a market. */
export function useMarketChange() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useShopperSession();
  const { markets, current } = useMarkets();
  // A signed-in shopper's cart moves with the market; an anonymous shopper's stored items do.
  const itemsToMove = () =>
    session.current()?.getSnapshot().context.userToken
      ? topLevelItems(queryClient.getQueryData<Cart | null>(cartQueryKey)).length
      : readIncognitoCart().length;
  const actor = useFlowActor(
    marketChangeMachine.provide({
      actors: {
        setMarket: fromPromise(({ input }) =>
          callData(api.app.POST('/api/set-market/', { body: { market: input.market.enadMarket } })),
        ),
        reAddItems: fromPromise(({ input }) => reAddCartInMarket(api, queryClient, session, input.market)),
      },
      actions: {
        goToMarketRoot: ({ context }) => {
          if (context.target)
            void navigate({ to: '/$country/', params: { country: context.target.enadMarket } });
        },
        notifyMarketNotSaved: ({ context }) => {
          toast.error(t('market.changeFailed', { name: context.target?.name ?? '' }));
        },
        notifyItemsNotAdded: ({ context }) => {
          const count = context.notAdded.length || context.storedItems;
          toast.info(t('market.itemsNotAdded', { count, name: context.target?.name ?? '' }));
        },
      },
    }),
    { input: { markets } },
  );
  const select = (market: string) =>
    actor.send({
      type: 'market.select',
      market,
      storedItems: itemsToMove(),
    });
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
