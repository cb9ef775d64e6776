// The anonymous shopper's cart kept in localStorage (key incognitoCart), re-added when the market changes.
import type { Cart } from '../../../openapi/types';

export const incognitoCartKey = 'incognitoCart';

export interface IncognitoItem {
  productVariantId: string;
  quantity: number;
  options?: { parentItem?: string };
}

const isItem = (value: unknown): value is IncognitoItem => {
  const item = value as IncognitoItem;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.productVariantId === 'string' &&
    item.productVariantId !== '' &&
    Number.isInteger(item.quantity) &&
    item.quantity > 0
  );
};

/** The stored items; a corrupted or foreign value counts as none, never as a crash. */
export function readIncognitoCart(storage: Storage = localStorage): IncognitoItem[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(incognitoCartKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Mirrors a cart's own items (child items are re-added by their parent). */
/** A cart's own lines as items to add again (child items come back with their parents). */
export const topLevelItems = (cart: Cart | null | undefined): IncognitoItem[] =>
  (cart?.items ?? [])
    .filter((line) => !line.options?.parentItem)
    .map((line) => ({ productVariantId: line.productVariantId, quantity: line.quantity }));

export function writeIncognitoCart(cart: Cart | null, storage: Storage = localStorage) {
  const items = topLevelItems(cart);
  if (items.length === 0) storage.removeItem(incognitoCartKey);
  else storage.setItem(incognitoCartKey, JSON.stringify(items));
}
