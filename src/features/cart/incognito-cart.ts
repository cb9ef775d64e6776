// The anonymous shopper's cart kept in localStorage (key incognitoCart), re-added when the market changes.
import type { Cart } from '../../../openapi/types';
import { readStored, removeStored, writeStored } from '../../lib/stored-values';

export interface IncognitoItem {
  productVariantId: string;
  quantity: number;
  options?: { parentItem?: string };
}

/** The stored items; a corrupted or foreign value counts as none (and is removed), never as a crash. */
export const readIncognitoCart = (): IncognitoItem[] => readStored('incognitoCart') ?? [];

/** A cart's own lines as items to add again (child items come back with their parents). */
export const topLevelItems = (cart: Cart | null | undefined): IncognitoItem[] =>
  (cart?.items ?? [])
    .filter((line) => !line.options?.parentItem)
    .map((line) => ({ productVariantId: line.productVariantId, quantity: line.quantity }));

export function writeIncognitoItems(items: IncognitoItem[]) {
  if (items.length === 0) removeStored('incognitoCart');
  else writeStored('incognitoCart', items);
}

/** Mirrors a cart's own items. */
export const writeIncognitoCart = (cart: Cart | null) => writeIncognitoItems(topLevelItems(cart));
