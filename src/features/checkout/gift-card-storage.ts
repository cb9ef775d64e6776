// Gift cards the shopper applied, in sessionStorage `_giftcard` as 'code|pin' entries, so a new checkout of
// the same visit applies them again.
export const giftCardStorageKey = '_giftcard';

export interface StoredGiftCard {
  code: string;
  pin: string;
}

export function readGiftCards(storage: Storage = sessionStorage): StoredGiftCard[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(giftCardStorageKey) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((entry): entry is string => typeof entry === 'string' && entry.includes('|'))
      .map((entry) => {
        const [code = '', pin = ''] = entry.split('|');
        return { code, pin };
      })
      .filter((card) => card.code && card.pin);
  } catch {
    return [];
  }
}

function write(cards: StoredGiftCard[], storage: Storage) {
  if (cards.length === 0) storage.removeItem(giftCardStorageKey);
  else storage.setItem(giftCardStorageKey, JSON.stringify(cards.map((card) => `${card.code}|${card.pin}`)));
}

/** Adds a card (no duplicates: the same code replaces its entry). */
export function storeGiftCard(card: StoredGiftCard, storage: Storage = sessionStorage) {
  write([...readGiftCards(storage).filter((entry) => entry.code !== card.code), card], storage);
}

export function dropGiftCard(code: string, storage: Storage = sessionStorage) {
  write(
    readGiftCards(storage).filter((entry) => entry.code !== code),
    storage,
  );
}
