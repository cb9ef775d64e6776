// The wishlist in browser storage (key enad_wishlist): product numbers, optionally `product&color=value`.
export const wishlistStorageKey = 'enad_wishlist';

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

/** The stored entries as written; anything unreadable counts as an empty list. */
export function readWishlistEntries(storage: Storage = localStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(wishlistStorageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((entry): entry is string => typeof entry === 'string' && entry !== '')
      : [];
  } catch {
    return [];
  }
}

export function writeWishlistEntries(entries: string[], storage: Storage = localStorage) {
  storage.setItem(wishlistStorageKey, JSON.stringify(entries));
}

/** The stored entries, parsed. */
export function readWishlist(storage: Storage = localStorage): WishlistEntry[] {
  return readWishlistEntries(storage).map(parseWishlistEntry);
}
