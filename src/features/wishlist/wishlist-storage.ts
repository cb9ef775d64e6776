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

export const writeWishlistEntries = (entries: string[]) => writeStored('enad_wishlist', entries);

/** The stored entries, parsed. */
export const readWishlist = (): WishlistEntry[] => readWishlistEntries().map(parseWishlistEntry);
