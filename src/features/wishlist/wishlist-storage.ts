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

/** The stored entries; anything unreadable counts as an empty list. */
export function readWishlist(storage: Storage = localStorage): WishlistEntry[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(wishlistStorageKey) ?? '[]');
    return Array.isArray(stored)
      ? stored
          .filter((entry): entry is string => typeof entry === 'string' && entry !== '')
          .map(parseWishlistEntry)
      : [];
  } catch {
    return [];
  }
}
