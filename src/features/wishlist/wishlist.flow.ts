// The wishlist's adapter (docs/decisions/045): the wishlist machine over browser storage (key enad_wishlist).
// The heart of a product and the rows of the wishlist panel render its actor; the list's products are read in
// the shopper session's market and store group (wishlist.queries.ts).
import { useEffect } from 'react';
import { wishlistMachine } from '../../../machines/wishlist/wishlist.machine';
import { useFlowActor } from '../../lib/flow-actor';
import { onWishlistChanged, readWishlistEntries, writeWishlistEntries } from './wishlist-storage';

/** The wishlist machine with the app's effects: every change of the list is stored. */
export function wishlistFlow() {
  return wishlistMachine.provide({
    actions: { persist: ({ context }) => writeWishlistEntries(context.entries) },
  });
}

export interface WishlistFlowOptions {
  /** The list the flow starts from (as stored when the view mounted). */
  entries: string[];
  /** The stored list may change elsewhere (the panel, another tab) while the view shows: follow it. */
  followStoredList?: boolean;
}

/** The running wishlist flow. */
export function useWishlistFlow({ entries, followStoredList = false }: WishlistFlowOptions) {
  const actor = useFlowActor(wishlistFlow(), { input: { entries } });
  useEffect(() => {
    if (!followStoredList) return;
    return onWishlistChanged(() => actor.send({ type: 'wishlist.reload', entries: readWishlistEntries() }));
  }, [actor, followStoredList]);
  return actor;
}
