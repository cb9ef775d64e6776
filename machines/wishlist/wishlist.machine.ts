import { assign, setup } from 'xstate';

/** How long the 'wishlist added' flag stays up (the spec). */
export const wishlistAddedMs = 5000;

export interface WishlistContext {
  /** The stored entries: a product number, or `product&color=value`. */
  entries: string[];
}

export type WishlistEvent =
  | { type: 'wishlist.toggle'; entry: string }
  /** The stored list changed elsewhere (the wishlist panel, another tab): its entries now. */
  | { type: 'wishlist.reload'; entries: string[] };

export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as { entries: string[] },
  },
  actions: {
    removeEntry: assign({
      entries: ({ context, event }) =>
        context.entries.filter((entry) => entry !== (event as { entry: string }).entry),
    }),
    addEntry: assign({
      entries: ({ context, event }) => [...context.entries, (event as { entry: string }).entry],
    }),
    reloadEntries: assign({ entries: ({ event }) => (event as { entries: string[] }).entries }),
    persist: () => {
      throw new Error('not provided: persist');
    },
  },
  guards: {
    isInWishlist: ({ context, event }) => context.entries.includes((event as { entry: string }).entry),
  },
  delays: { wishlistAdded: wishlistAddedMs },
}).createMachine({
  id: 'wishlist',
  description:
    "The wishlist toggle of a product: it removes a present product, or adds it and raises the 'wishlist added' " +
    'flag for 5 seconds. The list lives in browser storage (enad_wishlist).',
  initial: 'idle',
  context: ({ input }) => ({ entries: input.entries }),
  on: {
    'wishlist.reload': {
      actions: 'reloadEntries',
      description:
        'The stored list changed elsewhere (an item removed in the wishlist panel, another tab): the heart ' +
        'follows it; an "added" flag stays up.',
    },
  },
  states: {
    idle: {
      description: 'The heart shows whether the product is on the wishlist.',
      on: {
        'wishlist.toggle': [
          {
            guard: 'isInWishlist',
            actions: ['removeEntry', 'persist'],
            description: 'A product on the list is removed from it.',
          },
          {
            target: 'added',
            actions: ['addEntry', 'persist'],
            description: 'A product not on the list is added.',
          },
        ],
      },
    },
    added: {
      description: "Just added: 'Added to your wishlist' shows for 5 seconds.",
      tags: ['added'],
      after: { wishlistAdded: { target: 'idle', description: 'The flag goes down after 5 seconds.' } },
      on: {
        'wishlist.toggle': {
          target: 'idle',
          actions: ['removeEntry', 'persist'],
          description: 'Toggling again at once removes it again.',
        },
      },
    },
  },
});
