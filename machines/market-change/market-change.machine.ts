import { assign, fromPromise, setup } from 'xstate';
import type { Market } from '../../openapi/types';

export interface MarketChangeContext {
  /** The markets configuration the choice is resolved from. */
  markets: Market[];
  /** The market being switched to, once resolved. */
  target: Market | null;
  /** How many items the incognito cart held when the market was chosen. */
  storedItems: number;
  /** Stored (incognito) items that the new market could not take, by productVariantId. */
  notAdded: string[];
}

export type MarketChangeEvent = {
  type: 'market.select';
  market: string;
  /** How many items the anonymous shopper's incognito cart holds (0 for a signed-in shopper). */
  storedItems: number;
};

export interface ReAddResult {
  notAdded: string[];
}

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
    reAddItems: fromPromise<ReAddResult, { market: Market }>(async () => {
      throw new Error('not provided: reAddItems');
    }),
  },
  actions: {
    resolveTarget: assign({
      target: ({ context, event }) => resolve(context.markets, event.market),
      storedItems: ({ event }) => event.storedItems,
      notAdded: [],
    }),
    rememberNotAdded: assign({
      notAdded: ({ event }) => (event as unknown as { output: ReAddResult }).output.notAdded,
    }),
    goToMarketRoot: () => {
      throw new Error('not provided: goToMarketRoot');
    },
    notifyMarketNotSaved: () => {
      throw new Error('not provided: notifyMarketNotSaved');
    },
    notifyItemsNotAdded: () => {
      throw new Error('not provided: notifyItemsNotAdded');
    },
  },
  guards: {
    isKnownMarket: ({ context, event }) => resolve(context.markets, event.market) !== null,
    hasStoredItems: ({ context }) => context.storedItems > 0,
    hasItemsNotAdded: ({ event }) => (event as unknown as { output: ReAddResult }).output.notAdded.length > 0,
  },
}).createMachine({
  id: 'marketChange',
  description:
    'The market selector: choosing a market sends the browser to its country root (/{country}/, lower case), ' +
    "sets the market on the server, and then adds the anonymous shopper's stored items again in the new market.",
  initial: 'idle',
  context: ({ input }) => ({ markets: input.markets, target: null, storedItems: 0, notAdded: [] }),
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
        onDone: [
          {
            guard: 'hasStoredItems',
            target: 'reAddingItems',
            description: 'The server remembers the market; the incognito cart has items to add again.',
          },
          { target: 'idle', description: 'The server remembers the market; there is nothing to add again.' },
        ],
        onError: {
          target: 'idle',
          actions: 'notifyMarketNotSaved',
          description:
            'The spec does not say; the shopper keeps browsing the new market and a toast says it was not saved.',
        },
      },
    },
    reAddingItems: {
      description:
        'A cart is started in the new market and every item of the incognito cart is added again; items the market ' +
        'does not sell, or has no stock of, are kept aside.',
      tags: ['busy'],
      invoke: {
        id: 'reAddItems',
        src: 'reAddItems',
        input: ({ context }) => ({ market: context.target as Market }),
        onDone: [
          {
            guard: 'hasItemsNotAdded',
            target: 'idle',
            actions: ['rememberNotAdded', 'notifyItemsNotAdded'],
            description:
              'Some items could not be added: a toast says how many; they stay stored for another market.',
          },
          { target: 'idle', description: 'Every item is in the new cart.' },
        ],
        onError: {
          target: 'idle',
          actions: 'notifyItemsNotAdded',
          description: 'No cart could be started: a toast says the items were not added; they stay stored.',
        },
      },
    },
  },
});
