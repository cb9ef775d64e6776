// The wishlist in browser storage (key enad_wishlist): product numbers, optionally `product&color=value`.
import { readStored, writeStored } from '../../lib/stored-values';

export interface WishlistEntry {
  productNumber: string;
  color?: string;
}

export function parseWishlistEntry(entry: string): WishlistEntry {
  const [productNumber = '', color] = entry.split('&color=');
  return color ? { productNumber, color: decodeURIComponent(color) } : { productNumber };
}

/** The entry of a product, with its colour when one was chosen. */
export const wishlistEntry = (productNumber: string, color?: string) =>
  color ? `${productNumber}&color=${encodeURIComponent(color)}` : productNumber;

/** The stored entries as written; an unreadable list (a bad entry included) counts as empty and is removed. */
export const readWishlistEntries = (): string[] => readStored('enad_wishlist') ?? [];

/** Raised on the window when this tab writes the list (another tab's writes raise `storage`). */
const wishlistChanged = 'statefront:wishlist-changed';

export function writeWishlistEntries(entries: string[]) {
  writeStored('enad_wishlist', entries);
  // No window outside a browser (the flow tests): nobody there listens.
  globalThis.window?.dispatchEvent(new Event(wishlistChanged));
}

/** Calls `listener` whenever the stored list changes, in this tab or another; returns the unsubscribe. */
export function onWishlistChanged(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === 'enad_wishlist' || event.key === null) listener();
  };
  window.addEventListener(wishlistChanged, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(wishlistChanged, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored entries, parsed. */
export const readWishlist = (): WishlistEntry[] => readWishlistEntries().map(parseWishlistEntry);
