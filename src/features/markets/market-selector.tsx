import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { marketChangeMachine } from '../../../machines/market-change/market-change.machine';
import { useApi } from '../../api/api-context';
import { callData } from '../../api/clients';
import { readCookie, userTokenCookie } from '../../lib/cookies';
import { useFlowActor } from '../../lib/flow-actor';
import { Menu, MenuItem, MenuTrigger } from '../../ui/menu';
import { toast } from '../../ui/toast-queue';
import { readIncognitoCart } from '../cart/incognito-cart';
import { reAddIncognitoCart } from '../cart/rebuild-cart';
import { marketOptionText } from './market-option-text';
import { useMarkets } from './use-market';

/** The market dropdown of the header: renders the market-change machine. */
/** What happened to the placeholder while this component was loading. */
export interface PlaceholderHandoff {
  focused: boolean;
  pressed: boolean;
}

export function MarketSelector({ handoff }: { handoff?: RefObject<PlaceholderHandoff> }) {
  const [isOpen, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Read at commit, not at render: React may render this before a press on the placeholder and show
  // it only after. Focus first, then open, so the menu gives the focus back to the trigger on close.
  useLayoutEffect(() => {
    const { focused = false, pressed = false } = handoff?.current ?? {};
    if (focused || pressed) triggerRef.current?.focus();
    if (pressed) setOpen(true);
  }, [handoff]);
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { markets, current } = useMarkets();
  const actor = useFlowActor(
    marketChangeMachine.provide({
      actors: {
        setMarket: fromPromise(({ input }) =>
          callData(api.app.POST('/api/set-market/', { body: { market: input.market.enadMarket } })),
        ),
        reAddItems: fromPromise(({ input }) => reAddIncognitoCart(api, queryClient, input.market)),
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
  const optionText = (market: (typeof markets)[number]) => marketOptionText(t, market);

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
        onAction={(key) =>
          actor.send({
            type: 'market.select',
            market: String(key),
            // Only an anonymous shopper's stored cart moves with the market.
            storedItems: readCookie(userTokenCookie) ? 0 : readIncognitoCart().length,
          })
        }
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
