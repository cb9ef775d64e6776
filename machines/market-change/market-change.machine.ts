import { assign, fromPromise, setup } from 'xstate';
import type { Market } from '../../openapi/types';

export interface MarketChangeContext {
  /** The markets configuration the choice is resolved from. */
  markets: Market[];
  /** The market being switched to, once resolved. */
  target: Market | null;
}

export type MarketChangeEvent = { type: 'market.select'; market: string };

const resolve = (markets: Market[], code: string) =>
  markets.find((market) => market.enadMarket === code.toLowerCase()) ?? null;

export const marketChangeMachine = setup({
  types: {
    context: {} as MarketChangeContext,
    events: {} as MarketChangeEvent,
    input: {} as { markets: Market[] },
  },
  actors: {
    setMarket: fromPromise<unknown, { market: Market }>(async () => {
      throw new Error('not provided: setMarket');
    }),
  },
  actions: {
    resolveTarget: assign({
      target: ({ context, event }) => resolve(context.markets, event.market),
    }),
    goToMarketRoot: () => {
      throw new Error('not provided: goToMarketRoot');
    },
    notifyMarketNotSaved: () => {
      throw new Error('not provided: notifyMarketNotSaved');
    },
  },
  guards: {
    isKnownMarket: ({ context, event }) => resolve(context.markets, event.market) !== null,
  },
}).createMachine({
  id: 'marketChange',
  description:
    'The market selector: choosing a market sends the browser to its country root (/{country}/, lower case) ' +
    'and then sets the market on the server.',
  initial: 'idle',
  context: ({ input }) => ({ markets: input.markets, target: null }),
  states: {
    idle: {
      description:
        'The dropdown lists every market by name, currency and upper-case language; the current one is checked.',
      on: {
        'market.select': {
          guard: 'isKnownMarket',
          target: 'switching',
          actions: ['resolveTarget', 'goToMarketRoot'],
          description:
            'The choice is resolved from the markets configuration; the browser goes to its country root.',
        },
      },
    },
    switching: {
      description: 'The market is being set on the server; the selector is busy.',
      tags: ['busy'],
      invoke: {
        id: 'setMarket',
        src: 'setMarket',
        input: ({ context }) => ({ market: context.target as Market }),
        onDone: { target: 'idle', description: 'The server remembers the market.' },
        onError: {
          target: 'idle',
          actions: 'notifyMarketNotSaved',
          description:
            'The spec does not say; the shopper keeps browsing the new market and a toast says it was not saved.',
        },
      },
    },
  },
});
