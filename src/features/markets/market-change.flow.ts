// The market change's adapter (docs/decisions/045): the market selector's choice goes to the server, and the
// shopper's cart (a signed-in shopper's, or an anonymous shopper's stored items) is added again in the new market.
// The views (the header's dropdown and the menu's list) render the actor and send its event with `select`.
import { fromPromise } from 'xstate';
import { marketChangeMachine } from '../../../machines/market-change/market-change.machine';
import type { Cart, Market } from '../../../openapi/types';
import { callData } from '../../api/clients';
import { useFlowActor } from '../../lib/flow-actor';
import { cartQueryKey } from '../../session/cart.queries';
import { type FlowEnvironment, useFlowEnvironment } from '../../session/flow-environment';
import { readIncognitoCart, topLevelItems } from '../cart/incognito-cart';
import { reAddCartInMarket } from '../cart/rebuild-cart';

export interface MarketChangeFlowOptions {
  /** The markets configuration the choice is resolved from. */
  markets: Market[];
}

/** The market-change machine with the app's effects. */
export function marketChangeFlow({ api, queryClient, session, navigate, toast, t }: FlowEnvironment) {
  return marketChangeMachine.provide({
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
  });
}

/** How many items move with the market: a signed-in shopper's cart lines, an anonymous shopper's stored items. */
export function itemsToMove({ queryClient, session }: Pick<FlowEnvironment, 'queryClient' | 'session'>) {
  return session.current()?.getSnapshot().context.userToken
    ? topLevelItems(queryClient.getQueryData<Cart | null>(cartQueryKey)).length
    : readIncognitoCart().length;
}

/** The running market-change flow, and its `select(market)` (which carries the items to move as they are now). */
export function useMarketChangeFlow({ markets }: MarketChangeFlowOptions) {
  const environment = useFlowEnvironment('common');
  const actor = useFlowActor(marketChangeFlow(environment), { input: { markets } });
  return {
    actor,
    select: (market: string) =>
      actor.send({ type: 'market.select', market, storedItems: itemsToMove(environment) }),
  };
}
